import { describe, expect, it } from 'vitest'
import {
  canHideReports,
  canSeeFullRanking,
  canUseRateAlerts,
  mayOpenTab,
  planName,
  reportTierFor,
  type Tier,
} from './entitlements'

const user = (tier: Tier) => ({ tier, role: 'user' })

describe('entitlements', () => {
  it('gives the paid capabilities to every paid tier and the administrator, never to a free account', () => {
    expect(canSeeFullRanking(null)).toBe(false)
    expect(canSeeFullRanking(user('free'))).toBe(false)
    expect(canUseRateAlerts(user('free'))).toBe(false)
    for (const tier of ['startup', 'established', 'enterprise'] as const) {
      expect(canSeeFullRanking(user(tier))).toBe(true)
      expect(canUseRateAlerts(user(tier))).toBe(true)
    }
    expect(canSeeFullRanking({ tier: 'free', role: 'admin' })).toBe(true)
  })

  it('keeps hiding reports and the enterprise tabs for the Enterprise plan', () => {
    expect(canHideReports(user('established'))).toBe(false)
    expect(canHideReports(user('enterprise'))).toBe(true)
    expect(mayOpenTab('enterprise', 'established')).toBe(false)
    expect(mayOpenTab('enterprise', 'enterprise')).toBe(true)
    expect(mayOpenTab('paid', 'free')).toBe(false)
    expect(mayOpenTab('paid', 'startup')).toBe(true)
    expect(mayOpenTab('free', 'free')).toBe(true)
  })

  it('names plans and the report a dashboard makes for each tier', () => {
    expect(planName('free')).toBe('Free plan')
    expect(planName('enterprise')).toBe('Enterprise plan')
    expect(reportTierFor('free')).toBe('established')
    expect(reportTierFor('startup')).toBe('startup')
  })
})

import { mayOpenTab } from '@shared/auth/entitlements'
import { describe, expect, it } from 'vitest'
import { accessOf, NAV_ITEMS, navItemsFor, resolveTab } from './dashboard-tabs'

describe('dashboard tabs (spec §2, §6)', () => {
  it('lists the thirteen menu entries in the spec’s order', () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      'My Reports & Analysis',
      'Provider Recommendations',
      'Assessment History',
      'Cost Analysis Tools',
      'Implementation Roadmap',
      'Negotiation Toolkit',
      'Current Provider Optimization',
      'Rate Monitoring & Alerts',
      'Expert Consultation Hub',
      'Compliance Hub',
      'Integration Center',
      'Account Settings',
      'Admin Dashboard',
    ])
  })

  it('falls back to reports for an unknown or missing tab', () => {
    expect(resolveTab('cost-analysis')).toBe('cost-analysis')
    expect(resolveTab('nope')).toBe('reports')
    expect(resolveTab(null)).toBe('reports')
    expect(resolveTab('admin')).toBe('reports')
  })

  it('locks tabs by tier', () => {
    const open = (tier: 'free' | 'startup' | 'enterprise') =>
      NAV_ITEMS.filter((i) => !i.adminOnly && mayOpenTab(i.access, tier)).map((i) => i.id)
    expect(open('free')).toEqual(['reports', 'recommendations', 'assessments', 'settings'])
    expect(open('startup')).not.toContain('compliance')
    expect(open('startup')).toContain('integration')
    expect(open('enterprise')).toContain('compliance')
    expect(accessOf('compliance')).toBe('enterprise')
  })

  it('shows Admin Dashboard only in admin view', () => {
    expect(navItemsFor('user').some((i) => i.id === 'admin')).toBe(false)
    expect(navItemsFor('admin').at(-1)?.label).toBe('Admin Dashboard')
  })
})

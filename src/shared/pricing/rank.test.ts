import { PROVIDERS } from '@shared/catalogue/providers'
import { describe, expect, it } from 'vitest'
import { rankProviders } from './rank'
import { randomRequests } from './test-support/random-requests'

describe('rankProviders with a limit', () => {
  const options = { brandName: 'ProcessorMatch', today: '2026-11-25' }

  it('answers the same best providers, savings, advice and assumptions as the whole ranking', () => {
    for (const request of randomRequests(300, 7)) {
      const whole = rankProviders(request, PROVIDERS, options)
      const top = rankProviders(request, PROVIDERS, { ...options, limit: 1 })
      expect(top.recommendations).toEqual(whole.recommendations.slice(0, 1))
      expect(top.savings).toEqual(whole.savings)
      expect(top.advice).toEqual(whole.advice)
      expect(top.assumptions).toEqual(whole.assumptions)
      expect(top.excluded).toEqual(whole.excluded)
    }
  })

  it('answers every provider when the limit is above the number ranked', () => {
    const [request] = randomRequests(1, 11)
    if (!request) throw new Error('no request')
    const whole = rankProviders(request, PROVIDERS, options)
    expect(rankProviders(request, PROVIDERS, { ...options, limit: 500 })).toEqual(whole)
    expect(whole.recommendations.length).toBeGreaterThan(1)
  })
})

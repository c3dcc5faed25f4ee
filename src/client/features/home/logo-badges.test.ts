import { logoNames } from '@shared/catalogue/logo-names'
import { describe, expect, it } from 'vitest'
import { logoBadgeFor } from './logo-badges'

const brand = 'ProcessorMatch'

describe('logo badges', () => {
  it('draws a distinct badge for each of the 20 logo names, our brand included', () => {
    const badges = logoNames(brand).map((n) => logoBadgeFor(n, brand))
    expect(badges).toHaveLength(20)
    expect(new Set(badges.map((b) => b.logoName)).size).toBe(20)
    expect(badges.every((b) => b.warning === null && b.initials.length > 0)).toBe(true)
    expect(badges.filter((b) => b.isBrand).map((b) => b.logoName)).toEqual([brand])
  })

  it.each([
    ['Verifone', '2Checkout (Verifone)'],
    ['2checkout', '2Checkout (Verifone)'],
    ['FIS', 'Worldpay (FIS)'],
    ['Worldpay', 'Worldpay (FIS)'],
    ['Chase Paymentech', 'Chase Payment Solutions'],
    ['BofA', 'Bank of America Merchant Services'],
    ['Elavon', 'US Bank/Elavon'],
    ['dharma', 'Dharma Merchant Services'],
  ])('maps the alias %s to %s', (alias, logo) => {
    expect(logoBadgeFor(alias, brand)).toMatchObject({ logoName: logo, warning: null })
  })

  it('falls back to Stripe silently for an empty or missing name', () => {
    for (const name of ['', '  ', null, undefined]) {
      expect(logoBadgeFor(name, brand)).toMatchObject({ logoName: 'Stripe', warning: null })
    }
  })

  it('falls back to Stripe with a warning for an unmatched name', () => {
    const badge = logoBadgeFor('Acme Pay', brand)
    expect(badge.logoName).toBe('Stripe')
    expect(badge.warning).toContain('Acme Pay')
  })

  it('follows a configured brand name', () => {
    expect(logoBadgeFor('PayRight', 'PayRight')).toMatchObject({ isBrand: true, initials: 'PR' })
  })
})

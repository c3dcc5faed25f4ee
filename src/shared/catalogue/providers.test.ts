import { describe, expect, it } from 'vitest'
import { logoNames, resolveLogoName } from './logo-names'
import { ProviderSchema } from './provider.schemas'
import { providerOptions, resolveProviderId } from './provider-names'
import { PROVIDERS } from './providers'

const BRAND = 'ProcessorMatch'

describe('provider catalogue', () => {
  it('has at least 24 active providers, each valid against the schema', () => {
    expect(PROVIDERS.filter((p) => p.isActive).length).toBeGreaterThanOrEqual(24)
    for (const p of PROVIDERS) expect(() => ProviderSchema.parse(p), p.id).not.toThrow()
  })

  it('has unique ids and names and never lists our own brand', () => {
    expect(new Set(PROVIDERS.map((p) => p.id)).size).toBe(PROVIDERS.length)
    expect(new Set(PROVIDERS.map((p) => p.name)).size).toBe(PROVIDERS.length)
    expect(PROVIDERS.some((p) => p.name.toLowerCase().includes(BRAND.toLowerCase()))).toBe(false)
  })

  it('cites a source URL and an as-of date for every provider and figure group', () => {
    for (const p of PROVIDERS) {
      expect(p.sourceUrl, p.id).toMatch(/^https:\/\//)
      expect(p.asOf, p.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      for (const s of p.figureSources) {
        expect(s.url).toMatch(/^https:\/\//)
        expect(s.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
  })

  it('labels quote-only providers as estimates', () => {
    for (const p of PROVIDERS.filter((x) => x.pricingModel === 'quote')) expect(p.isEstimate, p.id).toBe(true)
  })

  it('gives Stripe the headline online rate 2.9% + 30¢', () => {
    const stripe = PROVIDERS.find((p) => p.id === 'stripe')
    expect(stripe?.cardNotPresent).toEqual({ percent: 2.9, fixedCents: 30 })
  })

  it('covers every pricing model', () => {
    const models = new Set(PROVIDERS.map((p) => p.pricingModel))
    for (const m of ['flat', 'interchange_plus', 'subscription', 'quote'])
      expect(models.has(m as never)).toBe(true)
    expect(PROVIDERS.some((p) => p.costModel === 'tiered')).toBe(true)
  })

  it('matches every non-brand logo name and selection-list name to a catalogue provider', () => {
    const names = [
      ...logoNames(BRAND),
      ...providerOptions('enterprise', BRAND).map((o) => o.value),
      'Helcim',
      'Payment Depot',
      'Authorize.net',
    ]
    for (const name of names) {
      if (name === BRAND || name === 'Other') continue
      expect(resolveProviderId(name, PROVIDERS, BRAND), name).not.toBeNull()
    }
  })
})

describe('provider names', () => {
  it('lists the spec selection options per business type', () => {
    expect(providerOptions('startup', 'Acme').map((o) => o.value)).toEqual([
      'Stripe',
      'PayPal',
      'Square',
      'Acme',
      'Braintree',
      'Adyen',
      'Clover',
      'Worldpay',
      '2Checkout',
      'Other',
      'none',
    ])
    const established = providerOptions('established', 'Acme').map((o) => o.value)
    expect(established).toContain('Chase Paymentech')
    expect(established).toContain('Wells Fargo')
    expect(established).not.toContain('none')
    expect(established.at(-1)).toBe('Other')
  })

  it('has 20 logo names with the brand in place of {host}', () => {
    expect(logoNames('Acme')).toHaveLength(20)
    expect(logoNames('Acme')).toContain('Acme')
  })

  it.each([
    ['Verifone', '2Checkout (Verifone)'],
    ['2checkout', '2Checkout (Verifone)'],
    ['FIS', 'Worldpay (FIS)'],
    ['Worldpay', 'Worldpay (FIS)'],
    ['Chase Paymentech', 'Chase Payment Solutions'],
    ['chase', 'Chase Payment Solutions'],
    ['BofA', 'Bank of America Merchant Services'],
    ['Bank of America', 'Bank of America Merchant Services'],
    ['US Bank', 'US Bank/Elavon'],
    ['Elavon', 'US Bank/Elavon'],
    ['Dharma', 'Dharma Merchant Services'],
    ['stripe', 'Stripe'],
  ])('logo alias %s → %s', (alias, logo) => {
    expect(resolveLogoName(alias)).toEqual({ logoName: logo, matched: true })
  })

  it('falls back to the Stripe logo for unknown, empty or missing names', () => {
    expect(resolveLogoName('Acme Pay')).toEqual({ logoName: 'Stripe', matched: false })
    expect(resolveLogoName('')).toEqual({ logoName: 'Stripe', matched: true })
    expect(resolveLogoName(undefined)).toEqual({ logoName: 'Stripe', matched: true })
  })

  it.each([
    ['Stripe', 'stripe'],
    ['  STRIPE payments ', 'stripe'],
    ['Chase Paymentech', 'chase'],
    ['Bank of America', 'bank-of-america'],
    ['First Data', 'first-data'],
    ['Fiserv', 'first-data'],
    ['Merchant One', 'merchant-one'],
    ['Wells Fargo', 'wells-fargo'],
    ['Shopify', 'shopify-payments'],
    ['fattmerchant', 'stax'],
    ['Worldpay (FIS)', 'worldpay'],
    ['Dharma', 'dharma'],
  ])('resolves "%s" to %s', (name, id) => {
    expect(resolveProviderId(name, PROVIDERS, BRAND)).toBe(id)
  })

  it.each(['', 'none', 'Other', 'other', BRAND, 'processormatch', 'Some Local Bank'])(
    'does not match "%s"',
    (name) => {
      expect(resolveProviderId(name, PROVIDERS, BRAND)).toBeNull()
    },
  )
})

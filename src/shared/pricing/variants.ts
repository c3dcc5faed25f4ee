import type { Provider } from '../catalogue/provider.schemas'
import type { PricingContext } from './context'
import { type ShopifyPlan, shopifyPlanFor } from './platform'

/**
 * The terms a provider really offers this merchant, as a catalogue-shaped entry: specialists' high-risk
 * pricing for restricted products, the negotiated margin at enterprise volume, Shopify Payments at the
 * store's plan. Memoised per catalogue entry so that ranking stays allocation-light.
 */

export type Terms = { provider: Provider; note: string | null }

const LISTED = new WeakMap<Provider, Terms>()
const TERMS = new WeakMap<Provider, Terms>()

/** One frozen Terms object per catalogue entry or variant, so that pricing allocates nothing here. */
const termsOf = (cache: WeakMap<Provider, Terms>, provider: Provider, note: string | null): Terms => {
  let t = cache.get(provider)
  if (!t) {
    t = { provider, note }
    cache.set(provider, t)
  }
  return t
}

const HIGH_RISK = new WeakMap<Provider, Provider>()
const AT_VOLUME = new WeakMap<Provider, Provider>()
const SHOPIFY = new WeakMap<Provider, Map<string, Provider>>()

export const isPlatformProcessor = (provider: Provider, platform: string | null): boolean =>
  platform !== null && (provider.eligibility?.platformsOnly?.includes(platform as 'shopify') ?? false)

export const termsFor = (provider: Provider, ctx: PricingContext): Terms => {
  const m = ctx.merchant
  const highRisk = provider.eligibility?.highRisk
  if (m.restrictedCategory !== 'none' && highRisk) {
    let variant = HIGH_RISK.get(provider)
    if (!variant) {
      variant = {
        ...provider,
        pricingModel: 'flat',
        costModel: 'flat',
        rateBasis: 'all_in',
        cardPresent: highRisk.cardPresent,
        cardNotPresent: highRisk.cardNotPresent,
        keyed: highRisk.cardNotPresent,
        monthlyFeeCents: highRisk.monthlyFeeCents,
        markupTiers: undefined,
        subscriptionPlans: undefined,
      }
      HIGH_RISK.set(provider, variant)
    }
    return termsOf(TERMS, variant, `high-risk pricing with a ${highRisk.reservePercent}% rolling reserve`)
  }
  const volume = provider.volumePricing
  if (volume && ctx.volumeCents >= volume.fromMonthlyVolumeCents) {
    let variant = AT_VOLUME.get(provider)
    if (!variant) {
      variant = {
        ...provider,
        costModel: 'interchange_plus',
        rateBasis: 'markup_over_interchange',
        cardPresent: volume.cardPresent,
        cardNotPresent: volume.cardNotPresent,
        keyed: volume.cardNotPresent,
        monthlyFeeCents: 0,
        markupTiers: undefined,
        subscriptionPlans: undefined,
        isEstimate: true,
      }
      AT_VOLUME.set(provider, variant)
    }
    return termsOf(TERMS, variant, volume.note)
  }
  if (m.platform === 'shopify' && isPlatformProcessor(provider, 'shopify')) {
    const plan = shopifyPlanFor(ctx.volumeCents)
    return termsOf(TERMS, shopifyVariant(provider, plan), `Shopify ${plan.name} plan rates`)
  }
  return termsOf(LISTED, provider, null)
}

function shopifyVariant(provider: Provider, plan: ShopifyPlan): Provider {
  let byPlan = SHOPIFY.get(provider)
  if (!byPlan) {
    byPlan = new Map()
    SHOPIFY.set(provider, byPlan)
  }
  let variant = byPlan.get(plan.id)
  if (!variant) {
    variant = {
      ...provider,
      cardPresent: plan.inPerson,
      cardNotPresent: plan.online,
      keyed: plan.online,
      // The store pays its Shopify plan whichever processor it uses.
      monthlyFeeCents: 0,
    }
    byPlan.set(plan.id, variant)
  }
  return variant
}

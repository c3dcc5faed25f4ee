import type { Provider } from '../catalogue/provider.schemas'
import type { PricingContext } from './context'
import { SHOPIFY_PLANS, type ShopifyPlan, shopifyPlanFor } from './platform'

/**
 * The terms a provider really offers this merchant, as a catalogue-shaped entry: specialists' high-risk
 * pricing for restricted products, the negotiated margin at enterprise volume, Shopify Payments at the
 * store's plan.
 */

export type Terms = { provider: Provider; note: string | null }

/** An entry's terms: as listed, and each variant it has (null where it has none). */
type EntryTerms = {
  listed: Terms
  highRisk: Terms | null
  atVolume: Terms | null
  /** Shopify Payments at each plan, for Shopify's own processor. */
  shopify: ReadonlyMap<ShopifyPlan['id'], Terms> | null
}

/**
 * An entry's terms and all its variants, written together the first time the entry is priced and kept by entry
 * object (as its texts are, ADR 021): pricing then looks up one object per entry and allocates nothing here.
 */
const ENTRY_TERMS = new WeakMap<Provider, EntryTerms>()

export const isPlatformProcessor = (provider: Provider, platform: string | null): boolean =>
  platform !== null && (provider.eligibility?.platformsOnly?.includes(platform as 'shopify') ?? false)

export const termsFor = (provider: Provider, ctx: PricingContext): Terms => {
  const terms = entryTerms(provider)
  const m = ctx.merchant
  if (m.restrictedCategory !== 'none' && terms.highRisk) return terms.highRisk
  const volume = provider.volumePricing
  if (terms.atVolume && volume && ctx.volumeCents >= volume.fromMonthlyVolumeCents) return terms.atVolume
  if (m.platform === 'shopify' && terms.shopify) {
    return terms.shopify.get(shopifyPlanFor(ctx.volumeCents).id) as Terms
  }
  return terms.listed
}

function entryTerms(provider: Provider): EntryTerms {
  let terms = ENTRY_TERMS.get(provider)
  if (terms === undefined) {
    const highRisk = provider.eligibility?.highRisk
    const volume = provider.volumePricing
    terms = {
      listed: { provider, note: null },
      highRisk: highRisk
        ? {
            provider: highRiskVariant(provider, highRisk),
            note: `high-risk pricing with a ${highRisk.reservePercent}% rolling reserve`,
          }
        : null,
      atVolume: volume ? { provider: atVolumeVariant(provider, volume), note: volume.note } : null,
      shopify: isPlatformProcessor(provider, 'shopify')
        ? new Map(
            SHOPIFY_PLANS.map((plan) => [
              plan.id,
              { provider: shopifyVariant(provider, plan), note: `Shopify ${plan.name} plan rates` },
            ]),
          )
        : null,
    }
    ENTRY_TERMS.set(provider, terms)
  }
  return terms
}

type HighRisk = NonNullable<NonNullable<Provider['eligibility']>['highRisk']>

function highRiskVariant(provider: Provider, highRisk: HighRisk): Provider {
  return {
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
}

function atVolumeVariant(provider: Provider, volume: NonNullable<Provider['volumePricing']>): Provider {
  return {
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
}

function shopifyVariant(provider: Provider, plan: ShopifyPlan): Provider {
  return {
    ...provider,
    cardPresent: plan.inPerson,
    cardNotPresent: plan.online,
    keyed: plan.online,
    // The store pays its Shopify plan whichever processor it uses.
    monthlyFeeCents: 0,
  }
}

import type { Provider } from '../catalogue/provider.schemas'
import type { PricingContext } from './context'
import { type EntryTerms, entryCache, type Terms } from './entry-cache'
import { SHOPIFY_PLANS, type ShopifyPlan, shopifyPlanFor } from './platform'

export type { Terms } from './entry-cache'

/**
 * The terms a provider really offers this merchant, as a catalogue-shaped entry: specialists' high-risk
 * pricing for restricted products, the negotiated margin at enterprise volume, Shopify Payments at the
 * store's plan.
 */

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

/**
 * An entry's terms and all its variants, written together the first time the entry is priced and kept in its
 * cache record: pricing then looks up one object per entry and allocates nothing here.
 */
function entryTerms(provider: Provider): EntryTerms {
  const cache = entryCache(provider)
  cache.terms ??= writeTerms(provider)
  return cache.terms
}

function writeTerms(provider: Provider): EntryTerms {
  const highRisk = provider.eligibility?.highRisk
  const volume = provider.volumePricing
  return {
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

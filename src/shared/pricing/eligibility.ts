import type { Provider } from '../catalogue/provider.schemas'
import {
  BUSINESS_BANK_LABELS,
  INDUSTRY_LABELS,
  PLATFORM_LABELS,
  POS_SOFTWARE_LABELS,
  type PosSoftware,
  RESTRICTED_CATEGORY_LABELS,
} from '../catalogue/taxonomy'
import type { PricingContext } from './context'
import { formatUsdWhole } from './money'

/**
 * Who can actually use a provider, checked before any ranking. A provider that fails a rule is left out
 * with the reason and the source the rule comes from.
 */

export type Exclusion = { reason: string; sourceUrl: string }

/** Software that processes its own card payments: changing processor means replacing the software. */
export const BUNDLED_SOFTWARE: ReadonlySet<PosSoftware> = new Set([
  'toast',
  'square',
  'shopify-pos',
  'lightspeed',
  'spoton',
  'mindbody',
  'clover',
])

/** Squarespace Commerce accepts only these processors (support.squarespace.com, "Payment processors"). */
export const SQUARESPACE_PROCESSORS: ReadonlySet<string> = new Set(['stripe', 'paypal', 'square'])
export const SQUARESPACE_SOURCE =
  'https://support.squarespace.com/hc/en-us/articles/205811298-Connecting-a-payment-processor'

const SQUARESPACE_EXCLUSION: Exclusion = {
  reason: 'Squarespace stores can connect only Stripe, PayPal or Square.',
  sourceUrl: SQUARESPACE_SOURCE,
}

/** Share of in-person sales from which a provider without readers or terminals is left out. */
export const IN_PERSON_SHARE_NEEDING_HARDWARE_BPS = 2_000
/** Share of online sales from which a store platform's plugin is needed. */
const ONLINE_SHARE_NEEDING_PLUGIN_BPS = 5_000

export const eligibilityOf = (provider: Provider, ctx: PricingContext): Exclusion | null => {
  const rules = provider.eligibility
  const m = ctx.merchant
  const name = provider.name
  const source = rules?.sourceUrl ?? provider.sourceUrl
  const category = m.restrictedCategory
  if (category !== 'none' && !rules?.acceptsRestricted?.includes(category)) {
    return {
      reason: `${name} does not accept ${RESTRICTED_CATEGORY_LABELS[category].toLowerCase()} merchants under its standard terms.`,
      sourceUrl: rules?.restrictedSourceUrl ?? provider.website,
    }
  }
  const only = rules?.industriesOnly
  if (only && !only.includes(ctx.industry)) {
    return {
      reason: `${name} serves only ${only.map((i) => INDUSTRY_LABELS[i].toLowerCase()).join(', ')} businesses.`,
      sourceUrl: source,
    }
  }
  const bank = rules?.bankCustomersOnly
  if (bank && m.bank !== bank) {
    return {
      reason: `${name} is offered to ${BUSINESS_BANK_LABELS[bank]} business-banking customers.`,
      sourceUrl: source,
    }
  }
  const min = rules?.minMonthlyVolumeCents
  if (min && ctx.volumeCents < min) {
    return {
      reason: `${name} takes merchants from about ${formatUsdWhole(min)} a month in card sales.`,
      sourceUrl: source,
    }
  }
  const max = rules?.maxMonthlyVolumeCents
  if (max && ctx.volumeCents > max) {
    return {
      reason: `${name}'s published pricing is for merchants up to ${formatUsdWhole(max)} a month; above that it is a custom quote.`,
      sourceUrl: source,
    }
  }
  const hardware = inPersonExclusion(provider, ctx, source)
  if (hardware) return hardware
  if (ctx.industry === 'marketplace' && !rules?.marketplacePayouts) {
    return {
      reason: `${name} cannot split payments and pay out a marketplace's sellers.`,
      sourceUrl: source,
    }
  }
  if (m.trustAccounting && !rules?.trustAccounting) return trustExclusion(provider, source)
  return platformExclusion(provider, ctx, source)
}

function inPersonExclusion(provider: Provider, ctx: PricingContext, source: string): Exclusion | null {
  if (ctx.channelBps.cardPresent < IN_PERSON_SHARE_NEEDING_HARDWARE_BPS) return null
  if (provider.cardPresent !== null && !provider.eligibility?.onlineOnly) return null
  return {
    reason: `${provider.name} has no card readers or terminals for in-person sales.`,
    sourceUrl: source,
  }
}

function trustExclusion(provider: Provider, source: string): Exclusion {
  return {
    reason: `${provider.name} cannot deposit client funds to a trust (IOLTA) account with fees charged to the operating account.`,
    sourceUrl: source,
  }
}

function platformExclusion(provider: Provider, ctx: PricingContext, source: string): Exclusion | null {
  const rules = provider.eligibility
  const m = ctx.merchant
  const name = provider.name
  const software = m.posSoftware
  if (software && BUNDLED_SOFTWARE.has(software) && ctx.channelBps.cardPresent > 0) {
    if (!rules?.bundledWith?.includes(software)) {
      return {
        reason: `${POS_SOFTWARE_LABELS[software]} processes its own card payments: using ${name} means replacing your point-of-sale system.`,
        sourceUrl: source,
      }
    }
    return null
  }
  if (rules?.platformsOnly) {
    const onPlatform = m.platform !== null && rules.platformsOnly.includes(m.platform)
    const bundled = software !== null && rules.bundledWith?.includes(software)
    if (!onPlatform && !bundled) {
      const only = rules.platformsOnly
      return {
        reason: `${name} works only with a ${only.map((p) => PLATFORM_LABELS[p]).join(' or ')} store.`,
        sourceUrl: source,
      }
    }
  }
  if (m.platform === 'squarespace' && ctx.channelBps.online > 0 && !SQUARESPACE_PROCESSORS.has(provider.id)) {
    return SQUARESPACE_EXCLUSION
  }
  const needsPlugin =
    (m.platform === 'woocommerce' || m.platform === 'bigcommerce' || m.platform === 'magento') &&
    ctx.channelBps.online >= ONLINE_SHARE_NEEDING_PLUGIN_BPS
  if (
    needsPlugin &&
    !provider.integrations.includes('ecommerce-platform') &&
    !provider.integrations.includes('api-integration')
  ) {
    const platform = PLATFORM_LABELS[m.platform as 'woocommerce']
    return {
      reason: `${name} has no ${platform} plugin or API.`,
      sourceUrl: source,
    }
  }
  return null
}

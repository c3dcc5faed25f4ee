import { BUNDLED_SOFTWARE } from '../catalogue/pos-software'
import type { Provider } from '../catalogue/provider.schemas'
import {
  BUSINESS_BANK_LABELS,
  type BusinessBank,
  INDUSTRY_LABELS,
  PLATFORM_LABELS,
  PLATFORMS,
  type Platform,
  RESTRICTED_CATEGORIES,
  RESTRICTED_CATEGORY_LABELS,
  type RestrictedCategory,
} from '../catalogue/taxonomy'
import { formatUsdWhole, possessive } from '../format'
import type { PricingContext } from './context'
import { type EntryRules, entryCache, type SoftwareOnly } from './entry-cache'
import type { ExcludedProvider } from './estimate-result'
import { IN_PERSON_SHARE_NEEDING_HARDWARE_BPS } from './parameters'

/**
 * Who can actually use a provider, checked before any ranking. A provider that fails a rule is left out
 * with the reason and the source the rule comes from.
 */

export type Exclusion = ExcludedProvider

/** Why a rule leaves an entry out, and the page the rule comes from. */
type Reason = { reason: string; sourceUrl: string }

/** Squarespace Commerce accepts only these processors (support.squarespace.com, "Payment processors"). */
export const SQUARESPACE_PROCESSORS: ReadonlySet<string> = new Set(['stripe', 'paypal', 'square'])
export const SQUARESPACE_SOURCE =
  'https://support.squarespace.com/hc/en-us/articles/205811298-Connecting-a-payment-processor'

/** Share of online sales from which a store platform's plugin is needed. */
const ONLINE_SHARE_NEEDING_PLUGIN_BPS = 5_000

function softwareOnlyOf(rule: NonNullable<Provider['eligibility']>['softwareOnly']): SoftwareOnly | null {
  if (rule === undefined) return null
  const words = rule.describedAs ?? []
  return {
    posSoftware: rule.posSoftware ?? [],
    industries: rule.industries ?? [],
    describedAs: words.length > 0 ? new RegExp(`\\b(${words.join('|')})\\b`, 'i') : null,
  }
}

const runsSoftware = (only: SoftwareOnly, ctx: PricingContext): boolean => {
  const m = ctx.merchant
  return (
    (m.posSoftware !== null && only.posSoftware.includes(m.posSoftware)) ||
    only.industries.includes(ctx.industry) ||
    only.describedAs?.test(m.description) === true
  )
}

/** An entry's rules in one shape, kept in its cache record with the exclusions written for it so far. */
function rulesOf(provider: Provider): EntryRules {
  const cache = entryCache(provider)
  cache.rules ??= writeRules(provider)
  return cache.rules
}

function writeRules(provider: Provider): EntryRules {
  const rules = provider.eligibility
  return {
    acceptsRestricted: rules?.acceptsRestricted ?? [],
    industriesOnly: rules?.industriesOnly ?? null,
    bankCustomersOnly: rules?.bankCustomersOnly ?? null,
    minVolumeCents: rules?.minMonthlyVolumeCents ?? 0,
    maxVolumeCents: rules?.maxMonthlyVolumeCents ?? 0,
    hasInPersonHardware: provider.cardPresent !== null && !rules?.onlineOnly,
    marketplacePayouts: rules?.marketplacePayouts ?? false,
    trustAccounting: rules?.trustAccounting ?? false,
    softwareOnly: softwareOnlyOf(rules?.softwareOnly),
    bundledWith: rules?.bundledWith ?? [],
    platformsOnly: rules?.platformsOnly ?? null,
    onSquarespace: SQUARESPACE_PROCESSORS.has(provider.id),
    hasStorePluginOrApi:
      provider.integrations.includes('ecommerce-platform') ||
      provider.integrations.includes('api-integration'),
    exclusions: new Map(),
  }
}

/**
 * The rules that name an answer, one string per answer written once: the exclusions are looked up by rule, and a
 * string built per request would be hashed afresh at every lookup.
 */
const ruleNaming = <T extends string>(kind: string, answers: readonly T[]) =>
  Object.fromEntries(answers.map((a) => [a, `${kind}:${a}`])) as Record<T, string>
const RESTRICTED_RULE = ruleNaming('restricted', RESTRICTED_CATEGORIES)
const PLUGIN_RULE = ruleNaming('plugin', PLATFORMS)

/**
 * The rule that leaves an entry out for this merchant, or null. A rule that names one of the merchant's
 * answers (a restricted category, software, a store platform) carries it after a colon.
 */
function brokenRule(rules: EntryRules, ctx: PricingContext): string | null {
  const m = ctx.merchant
  const category = m.restrictedCategory
  if (category !== 'none' && !rules.acceptsRestricted.includes(category)) return RESTRICTED_RULE[category]
  if (rules.softwareOnly !== null && !runsSoftware(rules.softwareOnly, ctx)) return 'software-only'
  if (rules.industriesOnly !== null && !rules.industriesOnly.includes(ctx.industry)) return 'industries-only'
  if (rules.bankCustomersOnly !== null && m.bank !== rules.bankCustomersOnly) return 'bank-customers-only'
  if (rules.minVolumeCents > 0 && ctx.volumeCents < rules.minVolumeCents) return 'min-volume'
  if (rules.maxVolumeCents > 0 && ctx.volumeCents > rules.maxVolumeCents) return 'max-volume'
  const inPerson = ctx.channelBps.cardPresent
  if (inPerson >= IN_PERSON_SHARE_NEEDING_HARDWARE_BPS && !rules.hasInPersonHardware) return 'in-person'
  if (ctx.industry === 'marketplace' && !rules.marketplacePayouts) return 'marketplace'
  if (m.trustAccounting && !rules.trustAccounting) return 'trust'
  return platformRule(rules, ctx)
}

function platformRule(rules: EntryRules, ctx: PricingContext): string | null {
  const m = ctx.merchant
  const software = m.posSoftware
  if (rules.platformsOnly !== null) {
    const onPlatform = m.platform !== null && rules.platformsOnly.includes(m.platform)
    const bundled = software !== null && rules.bundledWith.includes(software)
    if (!onPlatform && !bundled) return 'platforms-only'
  }
  const online = ctx.channelBps.online
  if (m.platform === 'squarespace' && online > 0 && !rules.onSquarespace) return 'squarespace'
  const needsPlugin =
    (m.platform === 'woocommerce' || m.platform === 'bigcommerce' || m.platform === 'magento') &&
    online >= ONLINE_SHARE_NEEDING_PLUGIN_BPS
  return needsPlugin && !rules.hasStorePluginOrApi ? PLUGIN_RULE[m.platform as Platform] : null
}

/** The reason a rule gives, from the catalogue entry and the answer the rule names. */
function reasonFor(provider: Provider, rule: string): Reason {
  const rules = provider.eligibility
  const name = provider.name
  const sourceUrl = rules?.sourceUrl ?? provider.sourceUrl
  const [kind, answer] = rule.split(':')
  switch (kind) {
    case 'restricted': {
      const label = RESTRICTED_CATEGORY_LABELS[answer as RestrictedCategory].toLowerCase()
      return {
        reason: `${name} does not accept ${label} merchants under its standard terms.`,
        sourceUrl: rules?.restrictedSourceUrl ?? provider.website,
      }
    }
    case 'industries-only': {
      const only = (rules?.industriesOnly ?? []).map((i) => INDUSTRY_LABELS[i].toLowerCase()).join(', ')
      return { reason: `${name} serves only ${only} businesses.`, sourceUrl }
    }
    case 'bank-customers-only': {
      const bank = BUSINESS_BANK_LABELS[rules?.bankCustomersOnly as BusinessBank]
      return { reason: `${name} is offered to ${bank} business-banking customers.`, sourceUrl }
    }
    case 'min-volume': {
      const min = formatUsdWhole(rules?.minMonthlyVolumeCents ?? 0)
      return { reason: `${name} takes merchants from about ${min} a month in card sales.`, sourceUrl }
    }
    case 'max-volume': {
      const max = formatUsdWhole(rules?.maxMonthlyVolumeCents ?? 0)
      return {
        reason: `${possessive(name)} published pricing is for merchants up to ${max} a month; above that it is a custom quote.`,
        sourceUrl,
      }
    }
    case 'in-person':
      return { reason: `${name} has no card readers or terminals for in-person sales.`, sourceUrl }
    case 'marketplace':
      return { reason: `${name} cannot split payments and pay out a marketplace's sellers.`, sourceUrl }
    case 'trust':
      return {
        reason: `${name} cannot deposit client funds to a trust (IOLTA) account with fees charged to the operating account.`,
        sourceUrl,
      }
    case 'software-only':
      return {
        reason: `${name} comes only with ${rules?.softwareOnly?.software}.`,
        sourceUrl: rules?.softwareOnly?.sourceUrl ?? sourceUrl,
      }
    case 'platforms-only': {
      const only = (rules?.platformsOnly ?? []).map((p) => PLATFORM_LABELS[p]).join(' or ')
      return { reason: `${name} works only with a ${only} store.`, sourceUrl }
    }
    case 'squarespace':
      return {
        reason: 'Squarespace stores can connect only Stripe, PayPal or Square.',
        sourceUrl: SQUARESPACE_SOURCE,
      }
    default:
      return { reason: `${name} has no ${PLATFORM_LABELS[answer as Platform]} plugin or API.`, sourceUrl }
  }
}

function exclusionFor(provider: Provider, rules: EntryRules, rule: string): Exclusion {
  let exclusion = rules.exclusions.get(rule)
  if (exclusion === undefined) {
    const { reason, sourceUrl } = reasonFor(provider, rule)
    exclusion = Object.freeze({ id: provider.id, name: provider.name, reason, sourceUrl })
    rules.exclusions.set(rule, exclusion)
  }
  return exclusion
}

/**
 * Whether using the provider means leaving the merchant's point-of-sale software, which processes its own
 * payments in person: then it is priced with new software and hardware (`cost.ts`, `advice.ts`), not left out.
 */
export const needsPosChange = (provider: Provider, ctx: PricingContext): boolean => {
  const software = ctx.merchant.posSoftware
  if (software === null || !BUNDLED_SOFTWARE.has(software) || ctx.channelBps.cardPresent === 0) return false
  return !rulesOf(provider).bundledWith.includes(software)
}

/**
 * Whether the provider is left out only because the merchant is above the size its published pricing covers:
 * it still takes the business, on a custom quote.
 */
export const onCustomQuote = (provider: Provider, ctx: PricingContext): boolean =>
  brokenRule(rulesOf(provider), ctx) === 'max-volume'

/** Whether the provider can take this merchant: null, or the rule that leaves it out with its reason. */
export const eligibilityOf = (provider: Provider, ctx: PricingContext): Exclusion | null => {
  const rules = rulesOf(provider)
  const rule = brokenRule(rules, ctx)
  return rule === null ? null : exclusionFor(provider, rules, rule)
}

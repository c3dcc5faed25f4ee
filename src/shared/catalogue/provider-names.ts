import { DEFAULT_BRAND_NAME, normaliseName as normalise } from './logo-names'
import type { BusinessType } from './taxonomy'

/**
 * Provider names as the assessment uses them: its selection lists, and the mapping of a free-text provider
 * name to a catalogue id. The landing page's logo names are in `logo-names.ts` (its chunk needs only those).
 * `brandName` is our own brand (spec `{host}`); it is never a catalogue provider.
 */

export const NO_PROVIDER = 'none'
export const OTHER_PROVIDER = 'Other'

export type ProviderOption = { value: string; label: string }

const STARTUP_NAMES = (brand: string) => [
  'Stripe',
  'PayPal',
  'Square',
  brand,
  'Braintree',
  'Adyen',
  'Clover',
  'Worldpay',
  '2Checkout',
]
const ESTABLISHED_EXTRA = ['First Data', 'Merchant One', 'Chase Paymentech', 'Bank of America', 'Wells Fargo']

/** Options of the "current or preferred provider" step for a business type. */
export const providerOptions = (
  businessType: BusinessType,
  brandName = DEFAULT_BRAND_NAME,
): ProviderOption[] => {
  const names =
    businessType === 'startup'
      ? [...STARTUP_NAMES(brandName), OTHER_PROVIDER]
      : [...STARTUP_NAMES(brandName), ...ESTABLISHED_EXTRA, OTHER_PROVIDER]
  const options = names.map((n) => ({ value: n, label: n }))
  if (businessType !== 'startup') return options
  return [...options, { value: NO_PROVIDER, label: 'None yet (no preferred provider)' }]
}

/** Free-text name → catalogue id, checked in order (lower-case keys). */
const ID_ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['stripe connect', 'stripe-connect'],
  ['adyen for platforms', 'adyen-for-platforms'],
  ['adyen marketplace', 'adyen-for-platforms'],
  ['paypal for marketplaces', 'paypal-marketplaces'],
  ['paypal complete payments', 'paypal-marketplaces'],
  ['paypal for nonprofits', 'paypal-nonprofit'],
  ['paypal giving', 'paypal-nonprofit'],
  ['braintree for charities', 'braintree-charity'],
  ['paypal zettle', 'zettle'],
  ['zettle', 'zettle'],
  ['izettle', 'zettle'],
  ['toast', 'toast'],
  ['toast payments', 'toast'],
  ['heartland', 'heartland'],
  ['spoton', 'spoton'],
  ['spot on', 'spoton'],
  ['shift4', 'shift4'],
  ['skytab', 'shift4'],
  ['lightspeed', 'lightspeed-payments'],
  ['sumup', 'sumup'],
  ['sum up', 'sumup'],
  ['quickbooks', 'quickbooks-payments'],
  ['intuit', 'quickbooks-payments'],
  ['gopayment', 'quickbooks-payments'],
  ['godaddy', 'godaddy-payments'],
  ['poynt', 'godaddy-payments'],
  ['clearent', 'clearent'],
  ['xplor', 'clearent'],
  ['payline', 'payline'],
  ['paymentcloud', 'paymentcloud'],
  ['payment cloud', 'paymentcloud'],
  ['durango', 'durango-merchant-services'],
  ['soar payments', 'soar-payments'],
  ['lawpay', 'lawpay'],
  ['law pay', 'lawpay'],
  ['clio', 'clio-payments'],
  ['paddle', 'paddle'],
  ['fastspring', 'fastspring'],
  ['checkout.com', 'checkout-com'],
  ['checkout com', 'checkout-com'],
  ['worldline', 'worldline'],
  ['nuvei', 'nuvei'],
  ['safecharge', 'nuvei'],
  ['global payments', 'global-payments'],
  ['tsys', 'global-payments'],
  ['carat', 'fiserv-carat'],
  ['mindbody', 'mindbody-payments'],
  ['shopify payments', 'shopify-payments'],
  ['shopify', 'shopify-payments'],
  ['2checkout', '2checkout'],
  ['2 checkout', '2checkout'],
  ['verifone', '2checkout'],
  ['authorize.net', 'authorize-net'],
  ['authorize net', 'authorize-net'],
  ['authorizenet', 'authorize-net'],
  ['chase paymentech', 'chase'],
  ['chase payment solutions', 'chase'],
  ['quickaccept', 'chase'],
  ['chase', 'chase'],
  ['wepay', 'wepay'],
  ['bank of america', 'bank-of-america'],
  ['bofa', 'bank-of-america'],
  ['us bank', 'us-bank-elavon'],
  ['u.s. bank', 'us-bank-elavon'],
  ['usbank', 'us-bank-elavon'],
  ['elavon', 'us-bank-elavon'],
  ['worldpay', 'worldpay'],
  ['vantiv', 'worldpay'],
  ['fis', 'worldpay'],
  ['first data', 'first-data'],
  ['firstdata', 'first-data'],
  ['fiserv', 'first-data'],
  ['national processing', 'national-processing'],
  ['merchant one', 'merchant-one'],
  ['merchantone', 'merchant-one'],
  ['wells fargo', 'wells-fargo'],
  ['payment depot', 'payment-depot'],
  ['dual payments', 'dual-payments'],
  ['dharma', 'dharma'],
  ['fattmerchant', 'stax'],
  ['stax', 'stax'],
  ['helcim', 'helcim'],
  ['bluesnap', 'bluesnap'],
  ['braintree', 'braintree'],
  ['paypal', 'paypal'],
  ['stripe', 'stripe'],
  ['square', 'square'],
  ['adyen', 'adyen'],
  ['clover', 'clover'],
  ['skrill', 'skrill'],
]

export type NamedProvider = { id: string; name: string }

/**
 * Map a user's current/preferred provider name to a catalogue id: a curated alias found as whole words
 * (so "Squarespace Payments" is not Square), else the exact id or catalogue name, case-insensitive.
 * Returns null for empty, 'none', 'other', our own brand, or a name matching no provider.
 */
export const resolveProviderId = (
  name: string | null | undefined,
  providers: readonly NamedProvider[],
  brandName = DEFAULT_BRAND_NAME,
): string | null => {
  const key = normalise(name ?? '')
  if (key === '' || key === NO_PROVIDER || key === 'other' || key === 'n/a') return null
  const brand = normalise(brandName)
  if (brand !== '' && (key === brand || key.includes(brand))) return null
  for (const [alias, id] of ID_ALIASES) {
    if (containsWord(key, alias) && hasId(providers, id)) return id
  }
  for (const p of providers) if (p.id === key || normalise(p.name) === key) return p.id
  return null
}

/** Every catalogue provider as a searchable option after the spec's list (labels are catalogue names). */
export const catalogueOptions = (
  providers: readonly NamedProvider[],
  listed: readonly ProviderOption[],
): ProviderOption[] => {
  const taken = new Set(listed.map((o) => normalise(o.value)))
  const out: ProviderOption[] = []
  for (const p of providers) {
    if (taken.has(normalise(p.name))) continue
    out.push({ value: p.name, label: p.name })
  }
  return out.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
}

function hasId(providers: readonly NamedProvider[], id: string): boolean {
  for (const p of providers) if (p.id === id) return true
  return false
}

function containsWord(haystack: string, word: string): boolean {
  const at = haystack.indexOf(word)
  if (at < 0) return false
  const before = at === 0 ? '' : haystack.charAt(at - 1)
  const after = haystack.charAt(at + word.length)
  return !/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)
}

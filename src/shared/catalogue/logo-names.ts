/**
 * Provider names as the landing page's logos show them: the 20 logo names and their aliases, and our own
 * brand's default name. `brandName` is our own brand (spec `{host}`); it is never a catalogue provider.
 */

export const DEFAULT_BRAND_NAME = 'ProcessorMatch'
/** Logo shown when a name is unknown, empty, missing or unmatched. */
export const FALLBACK_LOGO_NAME = 'Stripe'

/** The spec's 20 logo names, with the brand in fifth position. */
export const logoNames = (brandName: string = DEFAULT_BRAND_NAME): string[] => [
  'Stripe',
  'Square',
  'PayPal',
  'Adyen',
  brandName,
  'Shopify Payments',
  'Braintree',
  'Clover',
  '2Checkout (Verifone)',
  'BlueSnap',
  'Worldpay (FIS)',
  'WePay',
  'Stax',
  'National Processing',
  'Chase Payment Solutions',
  'Bank of America Merchant Services',
  'US Bank/Elavon',
  'Dharma Merchant Services',
  'Skrill',
  'Dual Payments',
]

/** Spec aliases → logo name (keys lower-case). */
export const LOGO_ALIASES: Readonly<Record<string, string>> = {
  verifone: '2Checkout (Verifone)',
  '2checkout': '2Checkout (Verifone)',
  fis: 'Worldpay (FIS)',
  worldpay: 'Worldpay (FIS)',
  chase: 'Chase Payment Solutions',
  'chase paymentech': 'Chase Payment Solutions',
  bofa: 'Bank of America Merchant Services',
  'bank of america': 'Bank of America Merchant Services',
  'us bank': 'US Bank/Elavon',
  elavon: 'US Bank/Elavon',
  dharma: 'Dharma Merchant Services',
}

export type LogoMatch = { logoName: string; matched: boolean }

/**
 * Logo for a provider name: exact logo name or alias (case-insensitive), else the Stripe logo.
 * `matched` is false for an unknown name so the caller can log a warning; it is true for an empty or
 * missing name (the spec falls back silently there).
 */
export const resolveLogoName = (
  name: string | null | undefined,
  brandName = DEFAULT_BRAND_NAME,
): LogoMatch => {
  const key = normaliseName(name ?? '')
  if (key === '') return { logoName: FALLBACK_LOGO_NAME, matched: true }
  const logo = logoNames(brandName).find((n) => normaliseName(n) === key) ?? LOGO_ALIASES[key]
  if (logo) return { logoName: logo, matched: true }
  return { logoName: FALLBACK_LOGO_NAME, matched: false }
}

/** Case and spacing ignored: how names typed by a visitor are compared with known ones. */
export function normaliseName(s: string): string {
  return s.trim().toLowerCase().replace(/\s+/g, ' ')
}

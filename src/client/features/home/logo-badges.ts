import { resolveLogoName } from '@shared/catalogue/logo-names'

/** Our own wordmark badges: initials on a colour, drawn in CSS (no third-party logo files). */
type BadgeStyle = { initials: string; color: string }

const STYLES: Readonly<Record<string, BadgeStyle>> = {
  Stripe: { initials: 'St', color: '#4b3fcf' },
  Square: { initials: 'Sq', color: '#1f2328' },
  PayPal: { initials: 'PP', color: '#12377f' },
  Adyen: { initials: 'Ad', color: '#0b6b37' },
  'Shopify Payments': { initials: 'SP', color: '#3d6b12' },
  Braintree: { initials: 'Bt', color: '#262b30' },
  Clover: { initials: 'Cl', color: '#1b6d3a' },
  '2Checkout (Verifone)': { initials: '2C', color: '#0f4c81' },
  BlueSnap: { initials: 'BS', color: '#0b57a4' },
  'Worldpay (FIS)': { initials: 'WP', color: '#a3171f' },
  WePay: { initials: 'WP', color: '#0b5fa0' },
  Stax: { initials: 'Sx', color: '#5a2d91' },
  'National Processing': { initials: 'NP', color: '#164e73' },
  'Chase Payment Solutions': { initials: 'Ch', color: '#0c4a8c' },
  'Bank of America Merchant Services': { initials: 'BA', color: '#b0122b' },
  'US Bank/Elavon': { initials: 'UE', color: '#0a3d7a' },
  'Dharma Merchant Services': { initials: 'Dh', color: '#8a4a05' },
  Skrill: { initials: 'Sk', color: '#6a1b63' },
  'Dual Payments': { initials: 'DP', color: '#355166' },
}

export const BRAND_BADGE_COLOR = '#046d96'

export type LogoBadge = {
  logoName: string
  initials: string
  color: string
  isBrand: boolean
  /** Set when the name matched no logo: the caller logs it. */
  warning: string | null
}

const initialsOf = (name: string) => {
  const words = name
    .replace(/\(.*?\)/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s/]+/)
    .filter(Boolean)
  const first = words[0] ?? '?'
  if (words.length === 1) return first.slice(0, 2)
  return `${first.charAt(0)}${words[1]?.charAt(0) ?? ''}`.toUpperCase()
}

/** The badge for any provider name: logo names and aliases match; anything else falls back to Stripe. */
export function logoBadgeFor(name: string | null | undefined, brandName: string): LogoBadge {
  const { logoName, matched } = resolveLogoName(name, brandName)
  const isBrand = logoName === brandName
  const style = isBrand ? { initials: initialsOf(brandName), color: BRAND_BADGE_COLOR } : STYLES[logoName]
  return {
    logoName,
    initials: style?.initials ?? initialsOf(logoName),
    color: style?.color ?? BRAND_BADGE_COLOR,
    isBrand,
    warning: matched ? null : `No logo matches provider "${name}"; showing the ${logoName} logo instead.`,
  }
}

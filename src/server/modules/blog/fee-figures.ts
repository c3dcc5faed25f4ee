/**
 * Published US card-processing prices used by generated drafts. Each figure carries its source;
 * recheck against the provider's page before publishing.
 */
export type FlatRate = {
  name: string
  pct: number
  fixed: number
  monthly: number
  note: string
  source: string
}

export const flatRates: FlatRate[] = [
  {
    name: 'Stripe (online)',
    pct: 2.9,
    fixed: 0.3,
    monthly: 0,
    note: '+1.5% international cards, +0.5% manually entered',
    source: 'https://stripe.com/pricing',
  },
  {
    name: 'Square (in person, Free plan)',
    pct: 2.6,
    fixed: 0.15,
    monthly: 0,
    note: '3.5% + 15¢ keyed, 2.9% + 30¢ Online API',
    source: 'https://squareup.com/us/en/pricing',
  },
  {
    name: 'PayPal Checkout',
    pct: 3.49,
    fixed: 0.49,
    monthly: 0,
    note: '+1.5% international',
    source: 'https://www.paypal.com/us/business/paypal-business-fees',
  },
  {
    name: 'Shopify Payments (Basic plan)',
    pct: 2.9,
    fixed: 0.3,
    monthly: 29,
    note: '2% extra on orders through a third-party gateway',
    source: 'https://www.shopify.com/pricing',
  },
]

/** Helcim interchange-plus margin, $0–50k/month tier (legal.helcim.com/us/fee-disclosures, June 2023). */
export const helcimMargin = {
  inPerson: { pct: 0.4, fixed: 0.08 },
  online: { pct: 0.5, fixed: 0.25 },
  source: 'https://legal.helcim.com/us/fee-disclosures',
}

/** Stax subscription: $99/month up to $150k a year, 0% markup, +8¢ in person / +15¢ online. */
export const staxPlan = {
  monthly: 99,
  fixedInPerson: 0.08,
  fixedOnline: 0.15,
  source: 'https://staxpayments.com/pricing',
}

/** Typical all-in interchange + network cost of a consumer credit sale (Visa CPS/Retail 1.51% + 10¢ plus ~0.14%). */
export const typicalInterchange = {
  cardPresent: { pct: 1.65, fixed: 0.12 },
  cardNotPresent: { pct: 1.95, fixed: 0.12 },
  source: 'https://www.helcim.com/pages/hcm-pub-pages-pricing-costplus-table.php',
}

export const monthlyCost = (volume: number, count: number, pct: number, fixed: number, monthly = 0) =>
  (volume * pct) / 100 + count * fixed + monthly

export const dollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

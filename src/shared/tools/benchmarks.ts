import type { Industry } from '../catalogue/taxonomy'

/**
 * The industries the Market Rates table lists (spec §9), each with the assessment industry it is priced as.
 * Their rates are not constants: the engine prices each for the merchant's own answers.
 */
export const MARKET_INDUSTRIES = [
  { id: 'retail', label: 'Retail', industry: 'retail' },
  { id: 'ecommerce', label: 'E-commerce', industry: 'ecommerce' },
  { id: 'restaurant', label: 'Restaurant', industry: 'restaurant' },
  { id: 'professional', label: 'Professional services', industry: 'professional' },
  { id: 'nonprofit', label: 'Non-profit', industry: 'nonprofit' },
] as const satisfies readonly { id: string; label: string; industry: Industry }[]
export type MarketIndustry = (typeof MARKET_INDUSTRIES)[number]

/** The row that fits an assessment industry (online sellers as e-commerce; other services as professional). */
export const marketIndustryFor = (industry: Industry | string | null | undefined): MarketIndustry => {
  const id =
    industry === 'retail' || industry === 'restaurant' || industry === 'ecommerce' || industry === 'nonprofit'
      ? industry
      : industry === 'saas' || industry === 'marketplace'
        ? 'ecommerce'
        : 'professional'
  return MARKET_INDUSTRIES.find((b) => b.id === id) ?? MARKET_INDUSTRIES[3]
}

/** Where a rate sits against a range. */
export const positionIn = (
  rate: number,
  range: { low: number; high: number },
): 'below' | 'within' | 'above' => (rate > range.high ? 'above' : rate < range.low ? 'below' : 'within')

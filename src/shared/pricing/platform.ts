import type { Rate } from '../catalogue/provider.schemas'

/**
 * Shopify plans (shopify.com/pricing, read 2026-08-27): Shopify Payments rates by plan and the extra fee
 * Shopify charges on orders paid through any other gateway. The plan fee itself is paid whichever processor
 * the store uses, so it is left out of every provider's cost.
 */
export type ShopifyPlan = {
  id: 'basic' | 'grow' | 'advanced' | 'plus'
  name: string
  /** The plan a store of up to this monthly volume would choose (cheapest with Shopify Payments). */
  upToMonthlyVolumeCents: number | null
  online: Rate
  inPerson: Rate
  thirdPartyGatewayPercent: number
}

export const SHOPIFY_SOURCE = 'https://www.shopify.com/pricing'

export const SHOPIFY_PLANS: readonly ShopifyPlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    upToMonthlyVolumeCents: 2_500_000,
    online: { percent: 2.9, fixedCents: 30 },
    inPerson: { percent: 2.6, fixedCents: 10 },
    thirdPartyGatewayPercent: 2,
  },
  {
    id: 'grow',
    name: 'Grow',
    upToMonthlyVolumeCents: 11_000_000,
    online: { percent: 2.7, fixedCents: 30 },
    inPerson: { percent: 2.5, fixedCents: 10 },
    thirdPartyGatewayPercent: 1,
  },
  {
    id: 'advanced',
    name: 'Advanced',
    upToMonthlyVolumeCents: 80_000_000,
    online: { percent: 2.5, fixedCents: 30 },
    inPerson: { percent: 2.4, fixedCents: 10 },
    thirdPartyGatewayPercent: 0.6,
  },
  {
    id: 'plus',
    name: 'Plus',
    upToMonthlyVolumeCents: null,
    online: { percent: 2.25, fixedCents: 30 },
    inPerson: { percent: 2.4, fixedCents: 10 },
    thirdPartyGatewayPercent: 0.2,
  },
]

/** The plan a Shopify store of this monthly volume is assumed to be on. */
export const shopifyPlanFor = (volumeCents: number): ShopifyPlan => {
  for (const plan of SHOPIFY_PLANS) {
    if (plan.upToMonthlyVolumeCents === null || volumeCents <= plan.upToMonthlyVolumeCents) return plan
  }
  return SHOPIFY_PLANS[SHOPIFY_PLANS.length - 1] as ShopifyPlan
}

import { z } from 'zod'

/** The landing page's fee table and provider list, computed on the server by the pricing engine. */

export const CostRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  monthlyCents: z.number().int(),
  /** Percent of card volume, 2 decimals. */
  effectiveRate: z.number(),
  sourceUrl: z.string(),
  asOf: z.string(),
})
export type CostRow = z.infer<typeof CostRowSchema>

export const ScenarioSchema = z.object({
  id: z.string(),
  label: z.string(),
  summary: z.string(),
  channelNote: z.string(),
  rows: z.array(CostRowSchema),
  providerCount: z.number().int(),
  cheapest: CostRowSchema,
  dearest: CostRowSchema,
  /** How much less the cheapest of all providers costs than the dearest, in whole percent. */
  spreadPercent: z.number().int(),
})
export type Scenario = z.infer<typeof ScenarioSchema>

export const ProviderListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  headline: z.string(),
  isEstimate: z.boolean(),
  sourceUrl: z.string(),
  asOf: z.string(),
})
export type ProviderListing = z.infer<typeof ProviderListingSchema>

export const LandingFiguresSchema = z.object({
  scenarios: z.array(ScenarioSchema),
  providers: z.array(ProviderListingSchema),
})
export type LandingFigures = z.infer<typeof LandingFiguresSchema>

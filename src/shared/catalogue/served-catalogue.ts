import { z } from 'zod'
import { type Provider, ProviderSchema } from './provider.schemas'

/**
 * What the server serves of the catalogue, so that no page bundles it: the engine's full entries for the
 * signed-in dashboard's what-if calculations, each provider's headline rates and sources for the methodology
 * page, and the providers' names for the "current provider" fields. Active providers only, with the fees as
 * the server prices them now (an administrator's edit shows at once).
 */

/** `GET /api/user/catalogue`: every active provider's engine entry (signed-in). */
export const EngineCatalogueSchema = z.array(ProviderSchema)

/** `GET /api/provider-sources`: each provider's headline rates and the sources of its figures (public). */
export const ProviderSourceSchema = ProviderSchema.pick({
  id: true,
  name: true,
  pricingModel: true,
  rateBasis: true,
  cardPresent: true,
  cardNotPresent: true,
  monthlyFeeCents: true,
  isEstimate: true,
  sourceUrl: true,
  asOf: true,
  figureSources: true,
})
export type ProviderSource = z.infer<typeof ProviderSourceSchema>
export const ProviderSourcesSchema = z.array(ProviderSourceSchema)

/** `GET /api/provider-names`: the providers by id and name, for matching what a merchant types (public). */
export const ProviderNamesSchema = z.array(z.object({ id: z.string(), name: z.string() }))
export type ProviderNames = z.infer<typeof ProviderNamesSchema>

export const providerSourceOf = (p: Provider): ProviderSource => ({
  id: p.id,
  name: p.name,
  pricingModel: p.pricingModel,
  rateBasis: p.rateBasis,
  cardPresent: p.cardPresent,
  cardNotPresent: p.cardNotPresent,
  monthlyFeeCents: p.monthlyFeeCents,
  isEstimate: p.isEstimate,
  sourceUrl: p.sourceUrl,
  asOf: p.asOf,
  figureSources: p.figureSources,
})

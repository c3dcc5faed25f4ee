import { canSeeFullRanking } from '@shared/auth/entitlements'
import { type PspProviderDto, PspProviderDtoSchema } from '@shared/catalogue/catalogue.schemas'
import { type FeeDates, feeDates } from '@shared/catalogue/fee-dates'
import { type LandingFigures, LandingFiguresSchema } from '@shared/catalogue/landing-figures.schemas'
import { describeOtherFees } from '@shared/catalogue/other-fees'
import type { Provider } from '@shared/catalogue/provider.schemas'
import {
  EngineCatalogueSchema,
  ProviderNamesSchema,
  type ProviderSource,
  ProviderSourcesSchema,
  providerSourceOf,
} from '@shared/catalogue/served-catalogue'
import { INTEGRATION_LABELS } from '@shared/catalogue/taxonomy'
import type { EstimateRequest, EstimateResult } from '@shared/pricing/estimate.schemas'
import { summarise } from '@shared/pricing/provider-summary'
import { rankProviders } from '@shared/pricing/rank'
import { z } from 'zod'
import { type Precompressed, precompressed } from '../../lib/precompressed'
import type { CatalogueRepository } from './catalogue.repository'
import type { CatalogueCache } from './catalogue-cache'
import { landingFigures } from './landing-figures'

export type { CatalogueCache } from './catalogue-cache'

export const toProviderDto = (p: Provider): PspProviderDto => ({
  ...summarise(p),
  supportedIndustries: [...p.supportedIndustries],
  bestFor: p.bestFor,
  website: p.website,
  pros: [...p.pros],
  cons: [...p.cons],
  contractTerms: p.contract.summary,
  payout: p.payout.summary,
  additionalFees: describeOtherFees(p.otherFees),
  integrationOptions: p.integrations.map((id) => INTEGRATION_LABELS[id]),
})

export function createCatalogueService(
  repo: CatalogueRepository,
  options: { brandName: string; cache?: CatalogueCache; now?: () => Date },
) {
  /** Today's UTC date (ISO): what fee dates are measured against. */
  const today = () => (options.now ?? (() => new Date()))().toISOString().slice(0, 10)
  const active = options.cache ? options.cache.activeProviders : repo.listActive
  /**
   * An answer made from the active providers once per catalogue version (the cache hands out the same array
   * until it changes): checked against its schema and serialised once, not per request.
   */
  const perVersion = <T>(schema: z.ZodType<T>, build: (providers: Provider[]) => unknown) => {
    const made = new WeakMap<Provider[], { value: T; json: Precompressed }>()
    return async () => {
      const providers = await active()
      let found = made.get(providers)
      if (!found) {
        const value = schema.parse(build(providers))
        found = { value, json: precompressed(JSON.stringify(value)) }
        made.set(providers, found)
      }
      return found
    }
  }
  const listFor = perVersion(z.array(PspProviderDtoSchema), (providers) => providers.map(toProviderDto))
  const listProviders = async (): Promise<PspProviderDto[]> => (await listFor()).value
  // The landing page's figures, computed by the engine.
  const figuresFor = perVersion(LandingFiguresSchema, landingFigures)
  const engineFor = perVersion(EngineCatalogueSchema, (providers) => providers)
  const sourcesFor = perVersion(ProviderSourcesSchema, (providers) => providers.map(providerSourceOf))
  const namesFor = perVersion(ProviderNamesSchema, (providers) =>
    providers.map((p) => ({ id: p.id, name: p.name })),
  )
  const estimate = async (request: EstimateRequest, access: { full: boolean }): Promise<EstimateResult> => {
    const result = rankProviders(request, await active(), {
      brandName: options.brandName,
      limit: access.full ? undefined : 1,
    })
    if (access.full) return result
    // Excluded providers, like the ranking, belong to the paid report.
    const { excluded: _excluded, ...free } = result
    return free
  }

  return {
    /** The catalogue's version (what pages showing its figures are cached by). */
    version: async (): Promise<string> => (options.cache ? options.cache.version() : ''),
    landingFigures: async (): Promise<LandingFigures> => (await figuresFor()).value,
    landingFiguresJson: async (): Promise<Precompressed> => (await figuresFor()).json,
    activeProviders: () => active(),
    today,
    /** Active providers whose fees are older than the stale threshold today (the methodology page). */
    feeDates: async (): Promise<FeeDates> => feeDates(await active(), today()),
    listProviders,
    /** The same list as JSON bytes (compressed once per encoding), for the public endpoint. */
    listProvidersJson: async (): Promise<Precompressed> => (await listFor()).json,
    /** The engine's entries of the active providers, as JSON bytes (the dashboard's what-if calculations). */
    engineCatalogueJson: async (): Promise<Precompressed> => (await engineFor()).json,
    /** Each active provider's headline rates and sources (the methodology page). */
    providerSources: async (): Promise<ProviderSource[]> => (await sourcesFor()).value,
    providerSourcesJson: async (): Promise<Precompressed> => (await sourcesFor()).json,
    /** The active providers by id and name, as JSON bytes (the "current provider" fields). */
    providerNamesJson: async (): Promise<Precompressed> => (await namesFor()).json,
    /**
     * Every active provider ranked for one merchant by the pricing engine. The whole ranking is the
     * paid report's content: without `full` only the top match is answered, as the free page shows it.
     */
    estimate,
    /** POST /api/estimate: the whole ranking for an account that may see it, the top match for anyone else. */
    estimateFor: (request: EstimateRequest, user: Parameters<typeof canSeeFullRanking>[0]) =>
      estimate(request, { full: canSeeFullRanking(user) }),
  }
}
export type CatalogueService = ReturnType<typeof createCatalogueService>

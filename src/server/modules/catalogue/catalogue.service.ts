import { canSeeFullRanking, canUseTools, type Tier } from '@shared/auth/entitlements'
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
import type { EstimateRequest } from '@shared/pricing/estimate.schemas'
import type { EstimateResult } from '@shared/pricing/estimate-result'
import { summarise } from '@shared/pricing/provider-summary'
import { rankProviders } from '@shared/pricing/rank'
import { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { type Precompressed, precompressed } from '../../lib/precompressed'
import type { Caches, VersionedCache } from '../../lib/versioned-cache'
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

export function createCatalogueService(options: {
  brandName: string
  cache: CatalogueCache
  caches: Caches
  now?: () => Date
}) {
  /** Today's UTC date (ISO): what fee dates are measured against. */
  const today = () => (options.now ?? (() => new Date()))().toISOString().slice(0, 10)
  const active = options.cache.activeProviders
  /**
   * An answer made from the active providers once per catalogue version, in its own versioned cache: checked
   * against its schema and serialised once, not per request.
   */
  const perVersion = <T>(
    entry: { id: string; name: string; description: string },
    schema: z.ZodType<T>,
    build: (providers: Provider[]) => unknown,
  ) => {
    const cache: VersionedCache<{ value: T; json: Precompressed }> = options.caches.create(entry)
    return async () => {
      const { version, providers } = await options.cache.current()
      return cache.get('active', {
        version,
        load: async () => {
          const value = schema.parse(build(providers))
          return { version, value: { value, json: precompressed(JSON.stringify(value)) } }
        },
      })
    }
  }
  const listFor = perVersion(
    {
      id: 'provider-list',
      name: 'Public provider list',
      description: 'The public provider list as JSON, checked and serialised once per catalogue version.',
    },
    z.array(PspProviderDtoSchema),
    (providers) => providers.map(toProviderDto),
  )
  const listProviders = async (): Promise<PspProviderDto[]> => (await listFor()).value
  const figuresFor = perVersion(
    {
      id: 'landing-figures',
      name: 'Landing page figures',
      description: "The landing page's figures, computed by the engine once per catalogue version.",
    },
    LandingFiguresSchema,
    landingFigures,
  )
  const engineFor = perVersion(
    {
      id: 'engine-catalogue',
      name: 'Engine catalogue',
      description: "The engine's entries of the active providers (the dashboard's what-if calculations).",
    },
    EngineCatalogueSchema,
    (providers) => providers,
  )
  const sourcesFor = perVersion(
    {
      id: 'provider-sources',
      name: 'Provider sources',
      description: "Each active provider's headline rates and sources (the methodology page).",
    },
    ProviderSourcesSchema,
    (providers) => providers.map(providerSourceOf),
  )
  const namesFor = perVersion(
    {
      id: 'provider-names',
      name: 'Provider names',
      description: 'The active providers by id and name (the "current provider" fields).',
    },
    ProviderNamesSchema,
    (providers) => providers.map((p) => ({ id: p.id, name: p.name })),
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
    version: (): Promise<string> => options.cache.version(),
    landingFigures: async (): Promise<LandingFigures> => (await figuresFor()).value,
    landingFiguresJson: async (): Promise<Precompressed> => (await figuresFor()).json,
    activeProviders: () => active(),
    today,
    /** Active providers whose fees are older than the stale threshold today (the methodology page). */
    feeDates: async (): Promise<FeeDates> => feeDates(await active(), today()),
    listProviders,
    /** The same list as JSON bytes (compressed once per encoding), for the public endpoint. */
    listProvidersJson: async (): Promise<Precompressed> => (await listFor()).json,
    /**
     * The engine's entries of the active providers, as JSON bytes: the paid tools' what-if calculations, so
     * for paid plans only (with the engine's code, the entries would price the paid ranking).
     */
    engineCatalogueJson: async (user: { tier: Tier; role: string }): Promise<Precompressed> => {
      if (!canUseTools(user)) {
        throw new AppError(
          'FORBIDDEN',
          'The cost tools are part of the paid plans: get a report to use them.',
        )
      }
      return (await engineFor()).json
    },
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

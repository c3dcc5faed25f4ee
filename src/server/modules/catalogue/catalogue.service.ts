import { canSeeFullRanking } from '@shared/auth/entitlements'
import { type PspProviderDto, PspProviderDtoSchema } from '@shared/catalogue/catalogue.schemas'
import { type FeeDates, feeDates } from '@shared/catalogue/fee-dates'
import { type LandingFigures, LandingFiguresSchema } from '@shared/catalogue/landing-figures.schemas'
import { describeOtherFees } from '@shared/catalogue/other-fees'
import type { Provider } from '@shared/catalogue/provider.schemas'
import { INTEGRATION_LABELS } from '@shared/catalogue/taxonomy'
import type { EstimateRequest, EstimateResult } from '@shared/pricing/estimate.schemas'
import { summarise } from '@shared/pricing/provider-summary'
import { rankProviders } from '@shared/pricing/rank'
import { z } from 'zod'
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
  /** A value made from the active providers once per catalogue version (checked and serialised once, not per request). */
  const perVersion =
    <V>(cache: VersionedCache<V>, make: (providers: Provider[]) => V) =>
    async () => {
      const { version, providers } = await options.cache.current()
      return cache.get('active', { version, load: async () => ({ version, value: make(providers) }) })
    }
  const listFor = perVersion(
    options.caches.create<{ dtos: PspProviderDto[]; json: Precompressed }>({
      id: 'provider-list',
      name: 'Public provider list',
      description: 'The public provider list as JSON, checked and serialised once per catalogue version.',
    }),
    (providers) => {
      const dtos = z.array(PspProviderDtoSchema).parse(providers.map(toProviderDto))
      return { dtos, json: precompressed(JSON.stringify(dtos)) }
    },
  )
  const listProviders = async (): Promise<PspProviderDto[]> => (await listFor()).dtos
  const figuresFor = perVersion(
    options.caches.create<{ figures: LandingFigures; json: Precompressed }>({
      id: 'landing-figures',
      name: 'Landing page figures',
      description: "The landing page's figures, computed by the engine once per catalogue version.",
    }),
    (providers) => {
      const computed = LandingFiguresSchema.parse(landingFigures(providers))
      return { figures: computed, json: precompressed(JSON.stringify(computed)) }
    },
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
    landingFigures: async (): Promise<LandingFigures> => (await figuresFor()).figures,
    landingFiguresJson: async (): Promise<Precompressed> => (await figuresFor()).json,
    activeProviders: () => active(),
    today,
    /** Active providers whose fees are older than the stale threshold today (the methodology page). */
    feeDates: async (): Promise<FeeDates> => feeDates(await active(), today()),
    listProviders,
    /** The same list as JSON bytes (compressed once per encoding), for the public endpoint. */
    listProvidersJson: async (): Promise<Precompressed> => (await listFor()).json,
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

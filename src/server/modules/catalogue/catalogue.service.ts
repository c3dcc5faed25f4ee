import type { PspProviderDto } from '@shared/catalogue/catalogue.schemas'
import { describeOtherFees } from '@shared/catalogue/other-fees'
import type { Provider } from '@shared/catalogue/provider.schemas'
import { INTEGRATION_LABELS } from '@shared/catalogue/taxonomy'
import type { EstimateRequest, EstimateResult } from '@shared/pricing/estimate.schemas'
import { rankProviders, summarise } from '@shared/pricing/rank'
import type { CatalogueRepository } from './catalogue.repository'
import type { CatalogueCache } from './catalogue-cache'

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
  options: { brandName: string; cache?: CatalogueCache },
) {
  const active = options.cache ? options.cache.activeProviders : repo.listActive
  // The public list is built once per catalogue version: the cache hands out the same array until it changes.
  const dtos = new WeakMap<Provider[], PspProviderDto[]>()
  const listProviders = async (): Promise<PspProviderDto[]> => {
    const providers = await active()
    let list = dtos.get(providers)
    if (!list) {
      list = providers.map(toProviderDto)
      dtos.set(providers, list)
    }
    return list
  }
  return {
    activeProviders: () => active(),
    listProviders,
    /**
     * Every active provider ranked for one merchant by the pricing engine. The whole ranking is the
     * paid report's content: without `full` only the top match is answered, as the free page shows it.
     */
    estimate: async (request: EstimateRequest, access: { full: boolean }): Promise<EstimateResult> => {
      const result = rankProviders(request, await active(), { brandName: options.brandName })
      if (access.full) return result
      // Excluded providers, like the ranking, belong to the paid report.
      const { excluded: _excluded, ...free } = result
      return { ...free, recommendations: result.recommendations.slice(0, 1) }
    },
  }
}
export type CatalogueService = ReturnType<typeof createCatalogueService>

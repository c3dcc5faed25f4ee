import type { Provider } from '../catalogue/provider.schemas'
import { entryCache } from './entry-cache'
import type { PspProviderSummary } from './estimate-result'
import { toDollars } from './money'

/** The API shape of a provider (headline online rate in dollars), written once and frozen per catalogue entry. */
export const summarise = (provider: Provider): PspProviderSummary => {
  const cache = entryCache(provider)
  cache.summary ??= Object.freeze({
    id: provider.id,
    name: provider.name,
    description: provider.description,
    transactionFeePercent: provider.cardNotPresent.percent,
    transactionFeeFixed: toDollars(provider.cardNotPresent.fixedCents),
    monthlyFee: toDollars(provider.monthlyFeeCents),
    setupFee: toDollars(provider.setupFeeCents),
    pricingModel: provider.pricingModel,
    rateBasis: provider.rateBasis,
    features: provider.features,
    isEstimate: provider.isEstimate,
    sourceUrl: provider.sourceUrl,
    asOf: provider.asOf,
  })
  return cache.summary
}

import type { Provider } from '../catalogue/provider.schemas'
import type { PspProviderSummary } from './estimate.schemas'
import { toDollars } from './money'

const SUMMARIES = new WeakMap<Provider, PspProviderSummary>()

/** The API shape of a provider (headline online rate in dollars), written once and frozen per catalogue entry. */
export const summarise = (provider: Provider): PspProviderSummary => {
  let summary = SUMMARIES.get(provider)
  if (summary === undefined) {
    summary = Object.freeze({
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
    SUMMARIES.set(provider, summary)
  }
  return summary
}

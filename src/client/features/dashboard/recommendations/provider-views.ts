import type { PspProviderDto } from '@shared/catalogue/catalogue.schemas'
import type { ReportRecommendation } from '@shared/reports/report.schemas'

/** A provider as the Provider Recommendations tab shows it: catalogue details plus the user's ranking. */
export type ProviderView = Pick<
  PspProviderDto,
  | 'id'
  | 'name'
  | 'description'
  | 'transactionFeePercent'
  | 'transactionFeeFixed'
  | 'monthlyFee'
  | 'setupFee'
  | 'features'
  | 'rateBasis'
> & {
  /** 0–100 for providers ranked on the user's numbers; null for the rest of the catalogue. */
  matchScore: number | null
  monthlyCostCents: number | null
  details: PspProviderDto | undefined
  /** Why the user's report left this provider out (it cannot take their business), else null. */
  excludedReason: string | null
}

const fromCatalogue = (p: PspProviderDto, excludedReason: string | null = null): ProviderView => ({
  id: p.id,
  name: p.name,
  description: p.description,
  transactionFeePercent: p.transactionFeePercent,
  transactionFeeFixed: p.transactionFeeFixed,
  monthlyFee: p.monthlyFee,
  setupFee: p.setupFee,
  features: p.features,
  rateBasis: p.rateBasis,
  matchScore: null,
  monthlyCostCents: null,
  details: p,
  excludedReason,
})

/**
 * The ranked providers first (a paid report's full ranking, or a free user's top match), then the rest
 * of the catalogue unranked, then the providers the report left out (they cannot take the business), each
 * with the reason.
 */
export function providerViews(
  ranked: readonly ReportRecommendation[],
  catalogue: readonly PspProviderDto[],
  excluded: readonly { id: string; reason: string }[] = [],
) {
  const byId = new Map(catalogue.map((p) => [p.id, p]))
  const views: ProviderView[] = ranked.map((r) => {
    const details = byId.get(r.pspProvider.id)
    return {
      ...r.pspProvider,
      rateBasis: r.pspProvider.rateBasis ?? details?.rateBasis ?? 'all_in',
      matchScore: r.matchScore,
      monthlyCostCents: r.estimatedMonthlyCostCents,
      details,
      excludedReason: null,
    }
  })
  const seen = new Set(views.map((v) => v.id))
  const out = new Map(excluded.map((x) => [x.id, x.reason]))
  const rest = catalogue.filter((p) => !seen.has(p.id))
  return [
    ...views,
    ...rest.filter((p) => !out.has(p.id)).map((p) => fromCatalogue(p)),
    ...rest.filter((p) => out.has(p.id)).map((p) => fromCatalogue(p, out.get(p.id) ?? null)),
  ]
}

export const BUSINESS_FILTERS = [
  { value: 'all', label: 'All businesses' },
  { value: 'retail', label: 'Retail' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'service', label: 'Service' },
] as const
export type BusinessFilter = (typeof BUSINESS_FILTERS)[number]['value']

const industryOf: Record<Exclude<BusinessFilter, 'all'>, string> = {
  retail: 'retail',
  restaurant: 'restaurant',
  ecommerce: 'ecommerce',
  service: 'professional',
}

export const filterViews = (views: readonly ProviderView[], filter: BusinessFilter) =>
  filter === 'all'
    ? [...views]
    : views.filter((v) => v.details?.supportedIndustries.includes(industryOf[filter]) ?? false)

export const SORTS = [
  { value: 'match', label: 'Best Match' },
  { value: 'cost', label: 'Lowest Cost' },
  { value: 'setup', label: 'Easiest Setup' },
] as const
export type SortKey = (typeof SORTS)[number]['value']

const nullsLast = (a: number | null, b: number | null, dir: 1 | -1) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : (a - b) * dir

/**
 * Best Match: the user's score, highest first. Lowest Cost: the estimated monthly cost on the user's
 * numbers, then the headline rate. Easiest Setup: no setup fee first, then the lowest monthly fee.
 * Ties keep the ranking order (the sort is stable).
 */
export function sortViews(views: readonly ProviderView[], key: SortKey): ProviderView[] {
  const sorted = [...views]
  if (key === 'match') return sorted.sort((a, b) => nullsLast(a.matchScore, b.matchScore, -1))
  if (key === 'cost')
    return sorted.sort(
      (a, b) =>
        nullsLast(a.monthlyCostCents, b.monthlyCostCents, 1) ||
        a.transactionFeePercent - b.transactionFeePercent ||
        a.monthlyFee - b.monthlyFee,
    )
  return sorted.sort((a, b) => a.setupFee - b.setupFee || a.monthlyFee - b.monthlyFee)
}

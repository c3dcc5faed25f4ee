import type { Provider } from '@shared/catalogue/provider.schemas'
import type { ReportType } from '@shared/checkout/prices'
import type { ReportSnapshot } from '@shared/reports/report-snapshot.schemas'

/** Everything one report's PDF is made from: the frozen snapshot and the catalogue rows for sources. */
export type ReportPdfInput = {
  id: string
  reportType: ReportType
  createdAt: Date
  expiresAt: Date
  brandName: string
  snapshot: ReportSnapshot
  /** Catalogue rows by provider id (pros, cons, contract, fees, sources); a provider since removed is absent. */
  providers: ReadonlyMap<string, Provider>
}

export type Recommendation = ReportSnapshot['recommendations'][number]

/** The merchant's answers as the snapshot froze them (read by its schema; a blank text reads as not given). */
export function merchantOf(input: ReportPdfInput) {
  const a = input.snapshot.assessment
  const data = a.assessmentData ?? {}
  const text = (v: string | null | undefined) => (v?.trim() ? v : null)
  const count = a.monthlyTransactions ?? null
  const volume = a.totalMonthlyVolume ?? null
  return {
    businessType: text(a.businessType) ?? 'startup',
    industryType: text(a.industryType),
    industryOther: text(data.industryOther),
    monthlyTransactions: count,
    monthlyVolume: volume,
    averageTicket: count && volume ? volume / count : null,
    currentProvider: text(a.currentProvider),
    features: a.features ?? [],
    integrations: data.integrations ?? [],
    timeline: text(data.timeline),
    lastMonthFees: data.lastMonthFees ?? null,
    locations: data.locations ?? null,
    internationalShare: data.internationalShare ?? null,
    contractEndDate: text(data.contractEndDate),
    posSoftware: text(data.posSoftware),
    currentPricing: data.currentPricing ?? null,
    earlyTerminationFee: data.earlyTerminationFee ?? null,
    equipmentLeaseMonthly: data.equipmentLeaseMonthly ?? null,
  }
}
export type Merchant = ReturnType<typeof merchantOf>

/** How many providers are described in depth: the enterprise report goes further. */
export const inDepthCount = (reportType: ReportType) => (reportType === 'paid_enterprise' ? 5 : 3)

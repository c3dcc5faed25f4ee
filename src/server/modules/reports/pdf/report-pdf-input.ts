import type { Provider } from '@shared/catalogue/provider.schemas'
import type { ReportType } from '@shared/checkout/prices'
import { CurrentPricingSchema } from '@shared/pricing/estimate.schemas'
import type { ReportSnapshot } from '../report-snapshot'

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

/** The merchant's answers as the snapshot froze them. */
export function merchantOf(input: ReportPdfInput) {
  const a = input.snapshot.assessment as Record<string, unknown>
  const data = (a.assessmentData ?? {}) as Record<string, unknown>
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null)
  const count = num(a.monthlyTransactions)
  const volume = num(a.totalMonthlyVolume)
  return {
    businessType: str(a.businessType) ?? 'startup',
    industryType: str(a.industryType),
    industryOther: str(data.industryOther),
    monthlyTransactions: count,
    monthlyVolume: volume,
    averageTicket: count && volume ? volume / count : null,
    currentProvider: str(a.currentProvider),
    features: Array.isArray(a.features) ? (a.features as string[]) : [],
    integrations: Array.isArray(data.integrations) ? (data.integrations as string[]) : [],
    timeline: str(data.timeline),
    lastMonthFees: num(data.lastMonthFees),
    locations: num(data.locations),
    internationalShare: num(data.internationalShare),
    contractEndDate: str(data.contractEndDate),
    posSoftware: str(data.posSoftware),
    currentPricing: CurrentPricingSchema.safeParse(data.currentPricing).data ?? null,
    earlyTerminationFee: num(data.earlyTerminationFee),
    equipmentLeaseMonthly: num(data.equipmentLeaseMonthly),
  }
}
export type Merchant = ReturnType<typeof merchantOf>

/** How many providers are described in depth: the enterprise report goes further. */
export const inDepthCount = (reportType: ReportType) => (reportType === 'paid_enterprise' ? 5 : 3)

import {
  BUSINESS_TYPES,
  INDUSTRIES,
  type Industry,
  PRIORITY_IDS,
  type PriorityId,
} from '@shared/catalogue/taxonomy'
import { useMemo } from 'react'
import { useProviders } from '../api/providers'
import { useUserAssessments } from '../api/user-assessments'
import { useUserReports } from '../api/user-reports'
import {
  catalogueFromLive,
  currentProviderId,
  type Merchant,
  monthlyCostCents,
  type Provider,
} from './engine'

export type Costed = { provider: Provider; costCents: number }

export type ToolData = {
  merchant: Merchant
  /** True when the user has no report figures and the tools show the spec's example merchant. */
  example: boolean
  providers: Provider[]
  /** Every provider priced for the merchant, cheapest first. */
  ranked: Costed[]
  current: Costed | null
  /** The provider name the user gave ('none', a name the catalogue lacks…), if any. */
  currentName: string | null
  /** What the merchant pays now: their provider's cost, else the report's baseline. */
  baselineCents: number
  baselineLabel: string
  /** The report's best matches (best first), the current provider left out. */
  topMatches: Costed[]
  best: Costed | null
  monthlySavingsCents: number
  /** Current cost as a share of volume, percent with 2 decimals. */
  effectiveRate: number
  timeline: string | null
}

/** The example merchant of the spec's calculator: 10,000 transactions of $75 a month. */
const EXAMPLE_MERCHANT: Merchant = {
  industry: 'retail',
  businessType: 'established',
  transactions: 10_000,
  volumeCents: 75_000_000,
  priorities: [],
}

const pick = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback

/** The figures every tool computes from: the latest live report, the live catalogue, the engine. */
export function useToolData(): {
  data: ToolData | null
  pending: boolean
  error: unknown
  retry: () => void
} {
  const reports = useUserReports()
  const providers = useProviders()
  const assessments = useUserAssessments()
  const data = useMemo(() => {
    if (!providers.data || !reports.data) return null
    const report = reports.data.find((r) => !r.expired)
    const a = report?.assessment
    const example = !(a?.monthlyTransactions && a.totalMonthlyVolume)
    const merchant: Merchant = example
      ? EXAMPLE_MERCHANT
      : {
          industry: pick<Industry>(INDUSTRIES, a?.industryType, 'other'),
          businessType: pick(BUSINESS_TYPES, a?.businessType, 'established'),
          transactions: a?.monthlyTransactions ?? 1,
          volumeCents: Math.round((a?.totalMonthlyVolume ?? 0) * 100),
          priorities: (assessments.data?.[0]?.assessmentData.features ?? []).filter((f): f is PriorityId =>
            (PRIORITY_IDS as readonly string[]).includes(f),
          ),
        }
    const catalogue = catalogueFromLive(providers.data)
    const ranked = catalogue
      .map((provider) => ({ provider, costCents: monthlyCostCents(provider, merchant) }))
      .sort((x, y) => x.costCents - y.costCents)
    const currentName = a?.currentProvider ?? null
    const currentId = currentProviderId(currentName, catalogue)
    const current = ranked.find((r) => r.provider.id === currentId) ?? null
    const descending = [...ranked].reverse()
    const percentile = descending[Math.min(descending.length - 1, Math.floor(descending.length * 0.25))]
    const reportBaseline = report?.savings?.currentMonthlyCost
    const baselineCents = current
      ? current.costCents
      : reportBaseline && !example
        ? Math.round(reportBaseline * 100)
        : (percentile?.costCents ?? 0)
    const baselineLabel = current ? `vs. ${current.provider.name}` : 'vs. higher-cost providers'
    const order = (report?.recommendations ?? []).map((r) => r.pspProvider.id)
    const byReport = order.flatMap((id) => ranked.filter((r) => r.provider.id === id))
    const topMatches = (byReport.length > 0 ? byReport : ranked).filter(
      (r) => r.provider.id !== current?.provider.id,
    )
    const best = ranked.find((r) => r.provider.id !== current?.provider.id) ?? null
    return {
      merchant,
      example,
      providers: catalogue,
      ranked,
      current,
      currentName,
      baselineCents,
      baselineLabel,
      topMatches: topMatches.slice(0, 3),
      best,
      monthlySavingsCents: Math.max(0, baselineCents - (best?.costCents ?? baselineCents)),
      effectiveRate: Math.round((baselineCents / Math.max(1, merchant.volumeCents)) * 10_000) / 100,
      timeline: assessments.data?.[0]?.assessmentData.timeline ?? null,
    }
  }, [providers.data, reports.data, assessments.data])
  return {
    data,
    pending: providers.isPending || reports.isPending,
    error: providers.error ?? reports.error,
    retry: () => {
      providers.refetch()
      reports.refetch()
    },
  }
}

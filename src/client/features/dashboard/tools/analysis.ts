import type { Provider } from '@shared/catalogue/provider.schemas'
import type { Industry, PriorityId } from '@shared/catalogue/taxonomy'
import type { EstimateRequest } from '@shared/pricing/estimate.schemas'
import type { EstimateResult } from '@shared/pricing/estimate-result'
import { toCents } from '@shared/pricing/money'
import { type ProviderTerms, termsOf, withRecordedTerms } from '@shared/reports/provider-terms'
import type { ReportAdvice, ReportRecommendation, UserReport } from '@shared/reports/report.schemas'
import { analyse, headlineRate, requestFromAssessment } from './engine'
import { reportName, statedProvider } from './report-choice'

/**
 * The figures every paid tool shows, built from one analysis: a report's frozen one (what the merchant
 * bought), or for a user with no report the engine's analysis of the spec's example merchant. Pure.
 */

/** The merchant's figures as the tools quote them. */
export type Merchant = {
  industry: Industry
  transactions: number
  volumeCents: number
  priorities: PriorityId[]
}

/** One provider the analysis ranked (it can take the merchant), at the analysis's monthly cost. */
export type Costed = {
  provider: Provider
  name: string
  costCents: number
  /** The rate as it reads ("Interchange + 0.6% + $0.13"). */
  rate: string
  sourceUrl: string
  asOf: string
  /** The cost lines the report priced (`key` names the engine's line: "pci", "batch", "current-cost"…). */
  breakdown: { key: string; label: string; detail: string; cents: number }[]
  /** The provider's features as the report recorded them. */
  features: string[]
}

/** A way forward the advice priced: stay, ask for custom pricing, switch, or switch point of sale too. */
export type Path = {
  kind: ReportAdvice['options'][number]['kind']
  providerId: string | null
  name: string
  monthlyCents: number
  switchingCostCents: number
  summary: string
  /** The catalogue entry of the provider on this path (its fees, contract, features). */
  provider: Provider | null
  sourceUrl: string | null
  asOf: string | null
}

export type Analysis = Pick<UserReport, 'recommendations' | 'savings' | 'excluded' | 'advice'> & {
  /** The providers' terms as the report recorded them (none for an older report or the example). */
  providerTerms?: readonly ProviderTerms[]
}

export type ToolData = {
  /** The report the figures come from (null: the example merchant). */
  report: UserReport | null
  /** Where the figures come from, said on screen. */
  source: string
  /** True when the user has no report and the tools show the spec's example merchant. */
  example: boolean
  /** The full answers the analysis was made from: the engine's input for any what-if. */
  request: EstimateRequest
  /** The day the analysis was made (ISO date): contracts running or not are judged on it. */
  today: string
  merchant: Merchant
  /** The catalogue as the server serves it now (what-if calculations, rate alerts, rate history). */
  providers: Provider[]
  /** The analysis's ranking: eligible providers only, in its order, at its costs. */
  ranked: Costed[]
  /** Providers the analysis left out, with the reason. */
  excluded: Analysis['excluded']
  advice: ReportAdvice | null
  /** The merchant's current provider: its catalogue entry with the terms the report recorded, when known. */
  current: Provider | null
  /**
   * The current provider's terms (fees beyond the rate, contract) as they were when the report was made; for
   * a report that recorded none, as the catalogue has them now. Null when the provider is not known.
   */
  currentTerms: ProviderTerms | null
  /** The merchant's current provider by name (the catalogue's name, else as they gave it), when known. */
  currentName: string | null
  /** The merchant stated a current deal (provider, fees or rates): `currentCents` is what they pay. */
  hasCurrentDeal: boolean
  /** What the merchant pays a month: the advice's figure, else the report's baseline. */
  currentCents: number
  /** Why `currentCents` is that figure (the advice's note, else the baseline's label). */
  basis: string
  baselineLabel: string
  /** The paths the advice priced, cheapest over its horizon first (empty without a current deal). */
  paths: Path[]
  /** The best move to another provider: the advice's cheapest switch, else the top-ranked other provider. */
  best: Path | null
  /** Custom pricing from the current provider, when the advice prices an ask. */
  ask: Path | null
  /** The provider whose price the ask matches, when it matches one. */
  askMatches: Path | null
  /** Monthly saving of the best move against today's cost (never negative). */
  monthlySavingsCents: number
  /** Today's cost as a share of volume, percent with 2 decimals. */
  effectiveRate: number
  timeline: string | null
}

type Entries = (id: string | null) => Provider | null

/** A provider's catalogue entry, read with the terms the report recorded for it. */
const entriesOf =
  (catalogue: readonly Provider[], terms: readonly ProviderTerms[]): Entries =>
  (id) => {
    if (id === null) return null
    const entry = catalogue.find((p) => p.id === id)
    return entry
      ? withRecordedTerms(
          entry,
          terms.find((t) => t.id === id),
        )
      : null
  }

function costed(r: ReportRecommendation, entryOf: Entries): Costed | null {
  const p = r.pspProvider
  const provider = entryOf(p.id)
  if (!provider) return null
  return {
    provider,
    name: p.name,
    costCents: r.estimatedMonthlyCostCents,
    rate: headlineRate({
      cardNotPresent: { percent: p.transactionFeePercent, fixedCents: toCents(p.transactionFeeFixed) },
      rateBasis: p.rateBasis ?? provider.rateBasis,
    }),
    sourceUrl: p.sourceUrl ?? provider.sourceUrl,
    asOf: p.asOf ?? provider.asOf,
    breakdown: (r.breakdown ?? []).map((l) => ({
      key: l.key,
      label: l.label,
      detail: l.detail,
      cents: l.cents,
    })),
    features: p.features,
  }
}

const isSwitch = (kind: Path['kind']) => kind === 'switch_processor' || kind === 'switch_pos_and_processor'

/** The figures of every tool, from one analysis and the answers it was made from. */
export function toolDataFrom(args: {
  report: UserReport | null
  analysis: Analysis
  request: EstimateRequest
  catalogue: readonly Provider[]
  today: string
}): ToolData {
  const { report, analysis, request, catalogue, today } = args
  const recorded = analysis.providerTerms ?? []
  const entryOf = entriesOf(catalogue, recorded)
  const ranked = analysis.recommendations.flatMap((r) => costed(r, entryOf) ?? [])
  const byId = new Map(ranked.map((c) => [c.provider.id, c]))
  const advice = analysis.advice
  const savings = analysis.savings
  const path = (o: ReportAdvice['options'][number]): Path => {
    const c = o.providerId ? byId.get(o.providerId) : undefined
    const provider = c?.provider ?? entryOf(o.providerId)
    return {
      kind: o.kind,
      providerId: o.providerId,
      name: o.providerName,
      monthlyCents: o.monthlyCents,
      switchingCostCents: o.switchingCostCents,
      summary: o.summary,
      provider,
      sourceUrl: c?.sourceUrl ?? provider?.sourceUrl ?? null,
      asOf: c?.asOf ?? provider?.asOf ?? null,
    }
  }
  const paths = (advice?.options ?? []).map(path)
  const stay = paths.find((p) => p.kind === 'stay') ?? null
  // The baseline's provider is the merchant's own unless the baseline is the comparison provider the
  // analysis picked for a merchant who named none (percentile baseline): that one is not "your provider".
  const ownBaseline = savings?.baselineSource === 'percentile_baseline' ? null : savings?.baselineProviderId
  const currentId = stay?.providerId ?? ownBaseline ?? null
  const current = entryOf(currentId)
  const currentTerms = recorded.find((t) => t.id === currentId) ?? (current ? termsOf(current) : null)
  const stated = report ? statedProvider(report) : null
  const currentName = currentTerms?.name ?? stated
  const hasCurrentDeal = advice
    ? advice.currentMonthlyCents !== null
    : savings?.baselineSource !== 'percentile_baseline'
  const currentCents = advice?.currentMonthlyCents ?? toCents(savings?.currentMonthlyCost ?? 0)
  const top = ranked.find((c) => c.provider.id !== current?.id) ?? null
  const best =
    paths.find((p) => isSwitch(p.kind)) ??
    (top
      ? {
          kind: 'switch_processor' as const,
          providerId: top.provider.id,
          name: top.name,
          monthlyCents: top.costCents,
          switchingCostCents: 0,
          summary: '',
          provider: top.provider,
          sourceUrl: top.sourceUrl,
          asOf: top.asOf,
        }
      : null)
  const ask = paths.find((p) => p.kind === 'custom_pricing') ?? null
  const asked = advice?.options.find((o) => o.kind === 'custom_pricing')?.matchesProviderId ?? null
  const askMatches = (asked && paths.find((p) => isSwitch(p.kind) && p.providerId === asked)) || null
  const monthlySavingsCents =
    paths.length > 0
      ? Math.max(0, currentCents - (best?.monthlyCents ?? currentCents))
      : toCents(savings?.monthlySavings ?? 0)
  const data = request.assessmentData
  return {
    report,
    source: report ? `From your report (${reportName(report)}):` : '',
    example: report === null,
    request,
    today,
    merchant: {
      industry: request.industryType,
      transactions: request.monthlyTransactions,
      volumeCents: toCents(request.totalMonthlyVolume),
      priorities: request.features,
    },
    providers: [...catalogue],
    ranked,
    excluded: analysis.excluded,
    advice,
    current,
    currentTerms,
    currentName,
    hasCurrentDeal,
    currentCents,
    basis: advice?.incumbent?.note ?? savings?.baselineLabel ?? '',
    baselineLabel: savings?.baselineLabel ?? '',
    paths,
    best,
    ask,
    askMatches,
    monthlySavingsCents,
    effectiveRate:
      Math.round((currentCents / Math.max(1, toCents(request.totalMonthlyVolume))) * 10_000) / 100,
    timeline: data?.timeline ?? null,
  }
}

/** The analysis's own parts, as a report freezes them. */
export const analysisOf = (result: EstimateResult): Analysis =>
  ({
    recommendations: result.recommendations,
    savings: result.savings,
    excluded: result.excluded ?? [],
    advice: result.advice ?? null,
    providerTerms: [],
  }) as Analysis

/** The example merchant of the spec's calculator: 10,000 transactions of $75 a month, retail. */
export const EXAMPLE_REQUEST: EstimateRequest = {
  businessType: 'established',
  industryType: 'retail',
  monthlyTransactions: 10_000,
  totalMonthlyVolume: 750_000,
  features: [],
}

/** The tool figures of one report, or of the example merchant when there is none to read. */
export function toolDataFor(report: UserReport | null, catalogue: readonly Provider[]): ToolData {
  const request = report ? requestFromAssessment(report.assessment) : null
  if (report && request) {
    return toolDataFrom({
      report,
      analysis: report,
      request,
      catalogue,
      today: report.createdAt.slice(0, 10),
    })
  }
  const today = new Date().toISOString().slice(0, 10)
  const result = analyse(EXAMPLE_REQUEST, catalogue, today)
  return toolDataFrom({
    report: null,
    analysis: analysisOf(result),
    request: EXAMPLE_REQUEST,
    catalogue,
    today,
  })
}

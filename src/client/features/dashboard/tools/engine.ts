import type { Provider } from '@shared/catalogue/provider.schemas'
import { formatRate } from '@shared/format'
import { buildContext } from '@shared/pricing/context'
import { estimateProviderCost } from '@shared/pricing/cost'
import {
  type EstimateRequest,
  EstimateRequestSchema,
  MAX_MONTHLY_TRANSACTIONS,
  MAX_MONTHLY_VOLUME_DOLLARS,
} from '@shared/pricing/estimate.schemas'
import type { EstimateResult } from '@shared/pricing/estimate-result'
import { rankProviders } from '@shared/pricing/rank'

/**
 * The dashboard tools' one door to the pricing engine. The tools read a report's frozen analysis; they call
 * the engine only for a what-if (another volume, another number the user types), and then always with the
 * report's full answers (channel split, point-of-sale software, stated fees…), never a thinner merchant, and
 * with the catalogue the server serves now (`GET /api/user/catalogue`), never one bundled with the page.
 */

export type { Provider }

/** The answers a report was made from, as the engine takes them; null when the report does not carry them. */
export function requestFromAssessment(assessment: Record<string, unknown>): EstimateRequest | null {
  const parsed = EstimateRequestSchema.safeParse({
    businessType: assessment.businessType,
    industryType: assessment.industryType,
    monthlyTransactions: assessment.monthlyTransactions,
    totalMonthlyVolume: assessment.totalMonthlyVolume,
    ...(typeof assessment.currentProvider === 'string' && assessment.currentProvider.trim() !== ''
      ? { currentProvider: assessment.currentProvider }
      : {}),
    features: Array.isArray(assessment.features) ? assessment.features : [],
    ...(assessment.assessmentData && typeof assessment.assessmentData === 'object'
      ? { assessmentData: assessment.assessmentData }
      : {}),
  })
  return parsed.success ? parsed.data : null
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * The same business at `factor` times today's sales: count, volume and last month's fees scale together
 * (stated rates, channel split, card mix and everything else stay as answered).
 */
export function scaledRequest(request: EstimateRequest, factor: number): EstimateRequest {
  if (factor === 1) return request
  const transactions = Math.min(
    MAX_MONTHLY_TRANSACTIONS,
    Math.max(1, Math.round(request.monthlyTransactions * factor)),
  )
  const volume = Math.min(
    MAX_MONTHLY_VOLUME_DOLLARS,
    Math.max(0.01, round2(request.totalMonthlyVolume * factor)),
  )
  const data = request.assessmentData
  const fees = data?.lastMonthFees
  return {
    ...request,
    monthlyTransactions: transactions,
    totalMonthlyVolume: volume,
    ...(data
      ? {
          assessmentData: {
            ...data,
            ...(fees === undefined ? {} : { lastMonthFees: round2(fees * factor) }),
          },
        }
      : {}),
  }
}

const analyses = new Map<string, EstimateResult>()

/** The engine's full analysis (eligibility, ranking, savings, advice) of the request, kept per answers. */
export function analyse(
  request: EstimateRequest,
  catalogue: readonly Provider[],
  today: string,
): EstimateResult {
  const key = `${catalogue.map((p) => `${p.id}:${p.cardNotPresent.percent}:${p.cardNotPresent.fixedCents}:${p.monthlyFeeCents}`).join(',')}|${today}|${JSON.stringify(request)}`
  const cached = analyses.get(key)
  if (cached) return cached
  const result = rankProviders(request, catalogue, { today })
  if (analyses.size > 200) analyses.clear()
  analyses.set(key, result)
  return result
}

const contexts = new Map<string, ReturnType<typeof buildContext>>()

/** One provider's monthly cost in cents for the merchant's full answers at `volumeCents` a month. */
export function costAtVolume(provider: Provider, request: EstimateRequest, volumeCents: number): number {
  const factor = volumeCents / Math.max(1, Math.round(request.totalMonthlyVolume * 100))
  const key = `${JSON.stringify(request)}|${factor}`
  let ctx = contexts.get(key)
  if (!ctx) {
    ctx = buildContext(scaledRequest(request, factor))
    if (contexts.size > 2000) contexts.clear()
    contexts.set(key, ctx)
  }
  return estimateProviderCost(provider, ctx).totalCents
}

/** A provider's headline rate as people read it: '2.9% + $0.30', or 'Interchange + 0.6% + $0.13' for a margin. */
export const headlineRate = (p: Pick<Provider, 'cardNotPresent' | 'rateBasis'>): string =>
  p.rateBasis === 'markup_over_interchange'
    ? `Interchange + ${formatRate(p.cardNotPresent)}`
    : formatRate(p.cardNotPresent)

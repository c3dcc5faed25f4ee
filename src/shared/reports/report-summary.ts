import { formatUsdWhole } from '../format'
import { advisedOption, optionLabel } from '../pricing/advice-options'
import type { UserReport } from './report.schemas'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/** Spec §4: a report is expired once its expiry has passed, complete otherwise. */
export const reportStatus = (report: Pick<UserReport, 'expiresAt'>, now: Date): 'Complete' | 'Expired' =>
  new Date(report.expiresAt).getTime() <= now.getTime() ? 'Expired' : 'Complete'

/** Spec §4: 'N days, M hours remaining', then 'N hours remaining', then 'Expires soon'. */
export function remainingTime(expiresAt: string, now: Date): string {
  const left = new Date(expiresAt).getTime() - now.getTime()
  if (left <= 0) return 'Expired'
  const days = Math.floor(left / DAY_MS)
  const hours = Math.floor((left % DAY_MS) / HOUR_MS)
  if (days > 0)
    return `${days} ${days === 1 ? 'day' : 'days'}, ${hours} ${hours === 1 ? 'hour' : 'hours'} remaining`
  if (hours > 0) return `${hours} ${hours === 1 ? 'hour' : 'hours'} remaining`
  return 'Expires soon'
}

export type SummaryCards = {
  /** '$3,240' or '$0'. */
  annualSavings: string
  /** 'vs. Square', 'vs. higher-cost providers', or a §8 fallback label. */
  savingsLabel: string
  topRecommendation: string
  /** The path the advice takes ('Ask Square for custom pricing'), when the report has advice. */
  topRecommendationNote: string | undefined
  /** '87%' or '—'. */
  bestMatchScore: string
  providersAnalyzed: number
}

const valid = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0

/**
 * The four summary cards of My Reports (spec §2, §8, §9) from one report (the one the dashboard reads).
 * Savings are the engine's, computed with the §9 rules when the report was made; the fallback labels say
 * why a figure is missing.
 */
export function summaryCards(report: UserReport | undefined): SummaryCards {
  const none = {
    annualSavings: '$0',
    topRecommendation: 'No Data',
    topRecommendationNote: undefined,
    bestMatchScore: '—',
    providersAnalyzed: 0,
  }
  if (!report) return { ...none, savingsLabel: 'No Data' }
  const { assessment, recommendations, savings } = report
  if (Object.keys(assessment).length === 0) return { ...none, savingsLabel: 'No Assessment Data' }
  const top = recommendations[0]
  const advised = report.advice ? advisedOption(report.advice) : null
  const base = {
    topRecommendation: top ? top.pspProvider.name || 'Unknown Provider' : 'No Recommendations',
    topRecommendationNote: advised ? optionLabel(advised) : undefined,
    bestMatchScore: top ? `${Math.round(top.matchScore)}%` : '—',
    providersAnalyzed: recommendations.length,
  }
  if (!valid(assessment.monthlyTransactions) || !valid(assessment.totalMonthlyVolume)) {
    return { ...base, annualSavings: '$0', savingsLabel: 'Invalid Assessment Data' }
  }
  if (!top) return { ...base, annualSavings: '$0', savingsLabel: 'No Recommendations' }
  if (!savings || !Number.isFinite(savings.annualSavings)) {
    return { ...base, annualSavings: '$0', savingsLabel: 'Data Error' }
  }
  return {
    ...base,
    annualSavings: formatUsdWhole(Math.max(0, savings.annualSavings) * 100),
    savingsLabel: savings.baselineLabel,
  }
}

/** A report's providers, cheapest first (the Provider Cost Analysis panel). */
export const byMonthlyCost = (report: UserReport | undefined) =>
  [...(report?.recommendations ?? [])].sort(
    (a, b) => a.estimatedMonthlyCostCents - b.estimatedMonthlyCostCents,
  )

import type { UserReport } from './report.schemas'

/**
 * Which of an account's reports its analysis is read from unless the user picks another: the dashboard's
 * tools and the rate-alert mail follow the same rule, so both quote the same figures.
 */

const NO_PROVIDER = new Set(['none', 'no', 'n/a', 'na', 'not sure', 'unknown', '-'])

/** The provider the merchant named, unless they named none. */
export const statedProvider = (report: Pick<UserReport, 'assessment'>): string | null => {
  const name = report.assessment.currentProvider?.trim()
  return name && !NO_PROVIDER.has(name.toLowerCase()) ? name : null
}

const dataOf = (report: Pick<UserReport, 'assessment'>): Record<string, unknown> =>
  report.assessment.assessmentData ?? {}

/** A report whose content is served: open, not refunded, with a ranking. */
export const isOpen = (r: UserReport) =>
  !r.expired && r.refund.status !== 'refunded' && r.recommendations.length > 0

/**
 * A report made from the full assessment: a current provider, what it costs (last month's fees or rates) and
 * the channel split. A quick assessment has none of these.
 */
export function isComplete(r: UserReport): boolean {
  const data = dataOf(r)
  const fees = data.lastMonthFees !== undefined || data.currentPricing !== undefined
  return statedProvider(r) !== null && fees && data.channelSplit !== undefined
}

/**
 * The report read unless the user picks another, from reports listed newest first: the latest complete one,
 * else the latest that names a current provider (a quick assessment names none), else the latest.
 */
export function defaultReport(reports: readonly UserReport[]): UserReport | null {
  const open = reports.filter(isOpen)
  return open.find(isComplete) ?? open.find((r) => statedProvider(r) !== null) ?? open[0] ?? null
}

import { formatUsdFromDollars } from '../format'
import type { Savings } from '../pricing/estimate-result'

/**
 * The saving the free recommendation (its page and its mail) states: against what the merchant pays today,
 * and none without it. It never compares with a provider the merchant never used; the paid report and the
 * dashboard's summary card state that comparison, labelled "vs. higher-cost providers" and explained.
 */
export function freeSavings(
  savings: Pick<Savings, 'annualSavings' | 'baselineLabel'> & { baselineSource?: unknown },
): { value: string; note: string } | null {
  if (savings.baselineSource === undefined || savings.baselineSource === 'percentile_baseline') return null
  return { value: formatUsdFromDollars(savings.annualSavings, 0), note: savings.baselineLabel }
}

export const NO_FREE_SAVINGS = {
  value: 'Not estimated',
  note: 'Give your current fees or provider to compare with what you pay today.',
} as const

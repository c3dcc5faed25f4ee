import { formatRate, formatUsd } from '@shared/format'
import { toCents } from '@shared/pricing/money'
import type { ProviderView } from './provider-views'

/** '2.9% + $0.30', or 'Interchange + 0.6% + $0.13' for a margin over interchange. */
export const transactionFee = (
  v: Pick<ProviderView, 'transactionFeePercent' | 'transactionFeeFixed'> & {
    rateBasis?: ProviderView['rateBasis']
  },
) => {
  const rate = formatRate({ percent: v.transactionFeePercent, fixedCents: toCents(v.transactionFeeFixed) })
  return v.rateBasis === 'markup_over_interchange' ? `Interchange + ${rate}` : rate
}

/**
 * '$512.34/mo' on the user's numbers; a provider their report did not price says so (a monthly fee is not a
 * monthly cost), and one it left out says it cannot take the business.
 */
export const monthlyCostLabel = (v: ProviderView) =>
  v.monthlyCostCents !== null
    ? `${formatUsd(v.monthlyCostCents)}/mo`
    : v.excludedReason !== null
      ? 'Cannot take your business'
      : 'Not priced for your business'

import { formatUsd, toCents } from '@shared/pricing/money'
import type { ProviderView } from './provider-views'

/** '2.9% + $0.30' */
export const transactionFee = (v: Pick<ProviderView, 'transactionFeePercent' | 'transactionFeeFixed'>) =>
  `${Number(v.transactionFeePercent.toFixed(4))}% + ${formatUsd(toCents(v.transactionFeeFixed))}`

export const dollars = (amount: number) => formatUsd(toCents(amount))

/** '$512.34/mo' on the user's numbers, or the fixed monthly fee for an unranked provider. */
export const monthlyCostLabel = (v: ProviderView) =>
  v.monthlyCostCents !== null ? `${formatUsd(v.monthlyCostCents)}/mo` : `${dollars(v.monthlyFee)}/mo fee`

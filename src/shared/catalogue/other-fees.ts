import { formatUsd } from '../pricing/money'
import type { OtherFees } from './provider.schemas'

const labels: Record<keyof OtherFees, string> = {
  chargebackCents: 'Chargeback',
  pciMonthlyCents: 'PCI compliance (monthly)',
  gatewayMonthlyCents: 'Gateway (monthly)',
  statementMonthlyCents: 'Statement (monthly)',
  batchCents: 'Batch settlement (per batch)',
  monthlyMinimumCents: 'Monthly minimum',
  earlyTerminationCents: 'Early termination',
}

/** A provider's fees beyond the processing rate, as published: 'Chargeback: $15.00'. */
export const describeOtherFees = (fees: OtherFees): string[] =>
  (Object.keys(labels) as (keyof OtherFees)[]).flatMap((key) => {
    const cents = fees[key]
    return cents === undefined ? [] : [`${labels[key]}: ${formatUsd(cents)}`]
  })

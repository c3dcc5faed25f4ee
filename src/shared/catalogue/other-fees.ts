import { formatUsd } from '../format'
import type { OtherFees } from './provider.schemas'

type CentsFee = Exclude<keyof OtherFees, 'achPercent' | 'achCapCents'>

const labels: Record<CentsFee, string> = {
  chargebackCents: 'Chargeback',
  pciMonthlyCents: 'PCI compliance (monthly)',
  gatewayMonthlyCents: 'Gateway (monthly)',
  statementMonthlyCents: 'Statement (monthly)',
  batchCents: 'Batch settlement (per batch)',
  monthlyMinimumCents: 'Monthly minimum',
  earlyTerminationCents: 'Early termination',
}

/** A provider's fees beyond the processing rate, as published: 'Chargeback: $15.00'. */
export const describeOtherFees = (fees: OtherFees): string[] => {
  const out = (Object.keys(labels) as CentsFee[]).flatMap((key) => {
    const cents = fees[key]
    return cents === undefined ? [] : [`${labels[key]}: ${formatUsd(cents)}`]
  })
  if (fees.achPercent !== undefined)
    out.push(`ACH bank transfer: ${describeAch(fees.achPercent, fees.achCapCents)}`)
  return out
}

/** "0.8%, capped at $5.00 per transfer". */
export const describeAch = (percent: number, capCents: number | undefined): string =>
  capCents === undefined ? `${percent}%` : `${percent}%, capped at ${formatUsd(capCents)} per transfer`

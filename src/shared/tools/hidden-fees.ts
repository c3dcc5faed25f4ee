import type { OtherFees, Provider } from '../catalogue/provider.schemas'
import { formatUsd } from '../format'

export type Severity = 'high' | 'medium' | 'low'

/**
 * The hidden fees to look for (spec §9), each tied to the catalogue field that records it and, for the
 * recurring ones, to the engine's cost line that prices it for a merchant (`key`).
 */
export const HIDDEN_FEES = [
  {
    id: 'pci',
    name: 'PCI compliance fee',
    severity: 'high',
    field: 'pciMonthlyCents',
    per: 'month',
    key: 'pci',
  },
  {
    id: 'minimum',
    name: 'Monthly minimum',
    severity: 'medium',
    field: 'monthlyMinimumCents',
    per: 'month',
    key: 'monthly-minimum',
  },
  {
    id: 'statement',
    name: 'Statement fee',
    severity: 'low',
    field: 'statementMonthlyCents',
    per: 'month',
    key: 'statement',
  },
  { id: 'batch', name: 'Batch fee', severity: 'medium', field: 'batchCents', per: 'batch', key: 'batch' },
  {
    id: 'gateway',
    name: 'Gateway fee',
    severity: 'high',
    field: 'gatewayMonthlyCents',
    per: 'month',
    key: 'gateway',
  },
  {
    id: 'chargeback',
    name: 'Chargeback fee',
    severity: 'high',
    field: 'chargebackCents',
    per: 'chargeback',
    key: 'chargebacks',
  },
] as const satisfies readonly {
  id: string
  name: string
  severity: Severity
  field: keyof OtherFees
  per: 'month' | 'batch' | 'chargeback'
  key: string
}[]

export type HiddenFee = (typeof HIDDEN_FEES)[number]

/** The engine's cost lines of the fees charged every month whatever the sales (PCI, statement, gateway, batches). */
export const RECURRING_FEE_KEYS: ReadonlySet<string> = new Set(['pci', 'statement', 'gateway', 'batch'])

const PER: Record<HiddenFee['per'], string> = {
  month: 'a month',
  batch: 'a batch',
  chargeback: 'a chargeback',
}

/** "$9.95 a month": a fee as a provider publishes it. */
export const feeAmount = (fee: HiddenFee, cents: number) => `${formatUsd(cents)} ${PER[fee.per]}`

/** What a provider publishes for a fee: null when it charges none. */
export const publishedFee = (fee: HiddenFee, fees: OtherFees | null | undefined): number | null => {
  const cents = fees?.[fee.field]
  return cents === undefined || cents === 0 ? null : cents
}

/**
 * What the providers of the catalogue charge for a fee: the lowest and highest amount among those that charge
 * it, how many do, out of how many.
 */
export function catalogueFee(fee: HiddenFee, catalogue: readonly Pick<Provider, 'otherFees'>[]) {
  const amounts = catalogue.flatMap((p) => publishedFee(fee, p.otherFees) ?? [])
  return {
    charging: amounts.length,
    of: catalogue.length,
    lowCents: amounts.length > 0 ? Math.min(...amounts) : null,
    highCents: amounts.length > 0 ? Math.max(...amounts) : null,
  }
}

/** The catalogue's figure for a fee as the Typical column reads it. */
export function typicalFee(fee: HiddenFee, catalogue: readonly Pick<Provider, 'otherFees'>[]): string {
  const c = catalogueFee(fee, catalogue)
  if (c.lowCents === null || c.highCents === null) return `None of ${c.of} providers`
  const amount =
    c.lowCents === c.highCents
      ? feeAmount(fee, c.lowCents)
      : `${formatUsd(c.lowCents)}–${feeAmount(fee, c.highCents)}`
  return `${amount} (${c.charging} of ${c.of} providers)`
}

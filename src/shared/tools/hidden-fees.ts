import type { OtherFees } from '../catalogue/provider.schemas'

export type Severity = 'high' | 'medium' | 'low'

/** The hidden fees to look for (spec §9), each tied to the catalogue field that records it. */
export const HIDDEN_FEES = [
  {
    id: 'pci',
    name: 'PCI compliance fee',
    typical: '$9.95/month',
    severity: 'high',
    field: 'pciMonthlyCents',
    per: 'month',
  },
  {
    id: 'minimum',
    name: 'Monthly minimum',
    typical: '$25',
    severity: 'medium',
    field: 'monthlyMinimumCents',
    per: 'month',
  },
  {
    id: 'statement',
    name: 'Statement fee',
    typical: '$15',
    severity: 'low',
    field: 'statementMonthlyCents',
    per: 'month',
  },
  {
    id: 'batch',
    name: 'Batch fee',
    typical: '$0.25/day',
    severity: 'medium',
    field: 'batchCents',
    per: 'batch',
  },
  {
    id: 'gateway',
    name: 'Gateway fee',
    typical: '$10/month',
    severity: 'high',
    field: 'gatewayMonthlyCents',
    per: 'month',
  },
  {
    id: 'chargeback',
    name: 'Chargeback fee',
    typical: '$15-$50',
    severity: 'high',
    field: 'chargebackCents',
    per: 'chargeback',
  },
] as const satisfies readonly {
  id: string
  name: string
  typical: string
  severity: Severity
  field: keyof OtherFees
  per: 'month' | 'batch' | 'chargeback'
}[]

/** Batches a month at one daily close (the engine's assumption too). */
export const BATCHES_A_MONTH = 30

export type HiddenFeeCheck = {
  id: string
  name: string
  typical: string
  severity: Severity
  /** What the provider publishes for it: null when the catalogue records no such fee. */
  providerCents: number | null
  /** Its cost in a month (monthly fees; batch fee × 30); null for per-chargeback and absent fees. */
  monthlyCents: number | null
}

/** Which of the listed fees a provider charges according to its catalogue entry, and their monthly sum. */
export function hiddenFeesFor(fees: OtherFees | null): {
  checks: HiddenFeeCheck[]
  monthlyTotalCents: number
} {
  const checks = HIDDEN_FEES.map((f) => {
    const cents = fees?.[f.field]
    const providerCents = cents === undefined || cents === 0 ? null : cents
    const monthlyCents =
      providerCents === null || f.per === 'chargeback' || f.id === 'minimum'
        ? null
        : f.per === 'batch'
          ? providerCents * BATCHES_A_MONTH
          : providerCents
    return { id: f.id, name: f.name, typical: f.typical, severity: f.severity, providerCents, monthlyCents }
  })
  const monthlyTotalCents = checks.reduce((sum, c) => sum + (c.monthlyCents ?? 0), 0)
  return { checks, monthlyTotalCents }
}

import { formatUsd } from '@shared/format'
import { buildContext } from '@shared/pricing/context'
import { estimateProviderCost } from '@shared/pricing/cost'
import {
  feeAmount,
  HIDDEN_FEES,
  publishedFee,
  RECURRING_FEE_KEYS,
  type Severity,
  typicalFee,
} from '@shared/tools/hidden-fees'
import type { ToolData } from '../analysis'

/**
 * The Hidden Fees figures (spec §9 list): which of the fees the merchant's own provider charges, from its terms
 * as the report recorded them, and what its recurring ones cost this merchant a month: the report's own cost
 * lines for that provider, or (when the report states what the merchant pays rather than pricing it line by
 * line) the engine's lines for the provider's recorded terms on the merchant's answers: locations, channels.
 * The Typical column is what the catalogue's providers charge. Pure.
 */

export type RecurringFees = {
  /** The engine's lines of the recurring fees (PCI, statement, gateway, batches), as priced for the merchant. */
  lines: { key: string; label: string; detail: string; cents: number }[]
  monthlyCents: number
}

/** What the current provider's recurring fees cost the merchant a month; null without a known provider. */
export function recurringFees(data: ToolData): RecurringFees | null {
  const provider = data.current
  if (!provider) return null
  const ranked = data.ranked.find((c) => c.provider.id === provider.id)
  const itemised = ranked && !ranked.breakdown.some((l) => l.key === 'current-cost')
  const all = itemised
    ? ranked.breakdown
    : estimateProviderCost(provider, buildContext(data.request)).breakdown
  const lines = all
    .filter((l) => RECURRING_FEE_KEYS.has(l.key))
    .map((l) => ({ key: l.key, label: l.label, detail: l.detail, cents: l.cents }))
  return { lines, monthlyCents: lines.reduce((sum, l) => sum + l.cents, 0) }
}

export type HiddenFeeRow = {
  id: string
  name: string
  typical: string
  severity: Severity
  /** What the merchant's provider charges, as the table reads it. */
  yours: string
}

export function hiddenFees(data: ToolData): {
  intro: string
  /** The provider column's heading. */
  who: string
  caption: string
  rows: HiddenFeeRow[]
  /** The recurring fees' monthly cost for the merchant, said in words; null without a known provider. */
  total: string | null
  recurring: RecurringFees | null
} {
  const terms = data.currentTerms
  const recurring = recurringFees(data)
  const lineOf = (key: string) => recurring?.lines.find((l) => l.key === key)
  const rows = HIDDEN_FEES.map((f) => {
    const cents = publishedFee(f, terms?.otherFees)
    const line = lineOf(f.key)
    const yours = !terms
      ? 'Unknown'
      : cents === null
        ? 'Not charged'
        : line && line.cents !== cents
          ? `${feeAmount(f, cents)} (${formatUsd(line.cents)} a month for you: ${line.detail})`
          : recurring && !line && f.id === 'gateway'
            ? `${feeAmount(f, cents)} (none for you: you take no payments online)`
            : feeAmount(f, cents)
    return { id: f.id, name: f.name, typical: typicalFee(f, data.providers), severity: f.severity, yours }
  })
  const estimate = data.current?.isEstimate === true
  const intro = terms
    ? estimate
      ? `${terms.name} publishes no rate card: these are the typical terms we model for it (as of ${terms.asOf}); ask for its fee schedule in writing.`
      : `What ${terms.name} charges beyond its rate, from its published pricing (as of ${terms.asOf}).`
    : data.currentName
      ? `"${data.currentName}" is not in our catalogue: check your statement for each of these fees.`
      : 'Tell us your current provider in an assessment to see which of these fees it charges.'
  const newest =
    data.providers
      .map((p) => p.asOf)
      .sort()
      .at(-1) ?? ''
  const caption = `Fees to look for on a processing statement. Typical: what the ${data.providers.length} providers in our catalogue charge (their published pricing, or typical terms where one publishes none; checked up to ${newest}).`
  const total =
    terms && recurring
      ? recurring.monthlyCents > 0
        ? `Recurring extra fees with ${terms.name} for your business: ${formatUsd(recurring.monthlyCents)} a month (${formatUsd(recurring.monthlyCents * 12)} a year).`
        : `${terms.name} charges none of these fees every month.`
      : null
  return { intro, who: terms?.name ?? 'Your provider', caption, rows, total, recurring }
}

import { formatUsd } from '@shared/format'
import type { Path, ToolData } from '../analysis'

/**
 * Current Provider Optimization's figures: the advice's verdict and the paths it priced side by side, each
 * against what the merchant pays today. Only providers the report ranked (that can take the merchant) appear.
 */

export const PATH_LABELS: Record<Path['kind'], string> = {
  stay: 'Stay as you are',
  custom_pricing: 'Ask for custom pricing',
  switch_processor: 'Switch processor',
  switch_pos_and_processor: 'Switch point of sale and processor',
}

export type OptionRow = {
  kind: Path['kind']
  title: string
  name: string
  monthlyCents: number
  switchingCostCents: number
  /** Monthly saving against today (negative: costs more). */
  savingCents: number
  summary: string
  recommended: boolean
}

export type Optimization = {
  verdict: { kind: string; headline: string } | null
  rows: OptionRow[]
  /** Without a current deal there is nothing to optimise: the report's top pick instead. */
  note: string | null
}

const LEAD: Record<string, Path['kind'][]> = {
  stay: ['stay'],
  renegotiate: ['custom_pricing'],
  switch: ['switch_processor', 'switch_pos_and_processor'],
}

export function optimization(data: ToolData): Optimization {
  const advice = data.advice
  const verdict = advice ? { kind: advice.kind, headline: advice.headline } : null
  if (data.paths.length === 0) {
    const top = data.ranked[0]
    return {
      verdict,
      rows: [],
      note: top
        ? `This report gives no current provider or fees, so there is nothing to optimise yet: its best pick is ${top.name} at ${formatUsd(top.costCents)} a month. Pick a report that names your provider, or start an assessment with it and last month’s fees.`
        : 'No provider in this report can take your business as described.',
    }
  }
  const leadKinds = LEAD[advice?.kind ?? ''] ?? []
  const leadId =
    advice?.kind === 'switch'
      ? (data.paths.find((p) => leadKinds.includes(p.kind))?.providerId ?? null)
      : null
  const rows = data.paths.map((p) => ({
    kind: p.kind,
    title: p.kind === 'stay' ? PATH_LABELS.stay : `${PATH_LABELS[p.kind]}: ${p.name}`,
    name: p.name,
    monthlyCents: p.monthlyCents,
    switchingCostCents: p.switchingCostCents,
    savingCents: data.currentCents - p.monthlyCents,
    summary: p.summary,
    recommended: leadKinds.includes(p.kind) && (leadId === null || p.providerId === leadId),
  }))
  return { verdict, rows, note: null }
}

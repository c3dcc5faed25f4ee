import { SegmentedControl, Stack, Text } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { GROWTH_SCENARIOS, type GrowthScenarioId, projectSavings } from '@shared/tools/savings-projector'
import { useMemo, useState } from 'react'
import { MoneyBars, seriesColor } from '../charts'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { savingsAtFactor } from './savings'

/** Savings Projector: the spec's growth multipliers and periods, each volume priced by the engine. */
export function ProjectorPanel({ data }: { data: ToolData }) {
  const [scenario, setScenario] = useState<GrowthScenarioId>('moderate')
  const all = useMemo(
    () =>
      GROWTH_SCENARIOS.map((s) => ({
        ...s,
        projections: projectSavings(s.multiplier, (factor) => savingsAtFactor(data, factor)),
      })),
    [data],
  )
  const chosen = all.find((s) => s.id === scenario) ?? all[1]
  const chart = (all[0]?.projections ?? []).map((p, i) => {
    const point: Record<string, string | number> = { period: p.period }
    for (const s of all) point[s.id] = (s.projections[i]?.monthlySavingsCents ?? 0) / 100
    return point
  })
  return (
    <Stack gap="md">
      <Text size="sm">
        Growth in volume, with your answers (card mix, channels, average ticket, stated rates) unchanged.
        Saving = what you would pay at that volume minus the best move your report's advice prices at it
        (today: your report's own figures).
      </Text>
      <SegmentedControl
        aria-label="Growth scenario"
        value={scenario}
        onChange={(v) => setScenario(v as GrowthScenarioId)}
        data={GROWTH_SCENARIOS.map((s) => ({ value: s.id, label: `${s.label} (${s.growth})` }))}
        fullWidth
      />
      <DataTable
        caption={`${chosen?.label} growth: ${chosen?.growth} more volume in a year`}
        head={['After', 'Volume', 'Monthly saving', 'Annual saving']}
        rows={(chosen?.projections ?? []).map((p) => [
          p.period,
          `${p.factor}× (${formatUsd(Math.round(data.merchant.volumeCents * p.factor))})`,
          formatUsd(p.monthlySavingsCents),
          formatUsd(p.monthlySavingsCents * 12),
        ])}
      />
      <MoneyBars
        title="Monthly saving by growth scenario"
        data={chart}
        dataKey="period"
        series={GROWTH_SCENARIOS.map((s, i) => ({ name: s.id, label: s.label, color: seriesColor(i) }))}
      />
    </Stack>
  )
}

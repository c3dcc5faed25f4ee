import { Badge, Stack, Text } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { volumeScenarios } from '@shared/tools/scenarios'
import { useMemo } from 'react'
import { MoneyBars, seriesColor } from '../charts'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { scenarioRows } from './savings'

/** Scenarios: current, double and triple volume; cost per provider and the best at each. */
export function ScenariosPanel({ data }: { data: ToolData }) {
  const { options, results } = useMemo(() => {
    const { rows, costAt } = scenarioRows(data)
    return { options: rows, results: volumeScenarios(rows, costAt) }
  }, [data])
  const name = (id: string) => options.find((o) => o.id === id)?.name ?? id
  const money = (cents: number) => (Number.isFinite(cents) ? formatUsd(cents) : 'Cannot take it')
  const chart = results.map((s) => {
    const point: Record<string, string | number> = { scenario: s.label }
    for (const c of s.costs) point[c.id] = Number.isFinite(c.monthlyCents) ? c.monthlyCents / 100 : 0
    return point
  })
  return (
    <Stack gap="md">
      <Text size="sm">
        Transactions and volume multiplied; your other answers (card mix, channels, stated rates) unchanged.
        Today's column is your report's; the others are priced by the same engine.
      </Text>
      <DataTable
        caption="Monthly cost at each volume: what you pay today and the top providers that can take your business"
        head={[
          'Provider',
          ...results.map((s) => `${s.label} (${formatUsd(data.merchant.volumeCents * s.multiplier)})`),
        ]}
        rows={options.map((o) => [
          name(o.id),
          ...results.map((s) => {
            const cost = s.costs.find((c) => c.id === o.id)?.monthlyCents ?? Number.POSITIVE_INFINITY
            return s.best?.id === o.id ? (
              <span key={s.id}>
                {money(cost)}{' '}
                <Badge size="sm" color="teal.9" variant="filled">
                  Best
                </Badge>
              </span>
            ) : (
              money(cost)
            )
          }),
        ])}
      />
      {results.map((s) => (
        <Text key={s.id} size="sm">
          {s.label}: best choice <strong>{s.best ? name(s.best.id) : '—'}</strong>
          {s.best ? ` at ${formatUsd(s.best.monthlyCents)} a month` : ''}.
        </Text>
      ))}
      <MoneyBars
        title="Monthly cost by volume scenario"
        data={chart}
        dataKey="scenario"
        series={options.map((o, i) => ({ name: o.id, label: name(o.id), color: seriesColor(i) }))}
      />
    </Stack>
  )
}

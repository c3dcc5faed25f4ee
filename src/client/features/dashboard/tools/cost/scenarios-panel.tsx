import { Badge, Stack, Text } from '@mantine/core'
import { volumeScenarios } from '@shared/tools/scenarios'
import { useMemo } from 'react'
import { MoneyBars, seriesColor } from '../charts'
import { formatUsd, monthlyCostCents } from '../engine'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'

/** Scenarios: current, double and triple volume; cost per provider and the best at each. */
export function ScenariosPanel({ data }: { data: ToolData }) {
  const options = useMemo(() => {
    const list = [...(data.current ? [data.current] : []), ...data.topMatches]
    return list.map((c) => c.provider)
  }, [data])
  const results = useMemo(
    () =>
      volumeScenarios(options, (id, multiplier) => {
        const p = options.find((o) => o.id === id)
        return p ? monthlyCostCents(p, data.merchant, data.merchant.volumeCents * multiplier) : 0
      }),
    [options, data.merchant],
  )
  const name = (id: string) =>
    `${options.find((o) => o.id === id)?.name ?? id}${id === data.current?.provider.id ? ' (current)' : ''}`
  const chart = results.map((s) => {
    const point: Record<string, string | number> = { scenario: s.label }
    for (const c of s.costs) point[c.id] = c.monthlyCents / 100
    return point
  })
  return (
    <Stack gap="md">
      <Text size="sm">Transactions and volume multiplied; average ticket and card mix unchanged.</Text>
      <DataTable
        caption="Monthly cost at each volume: your current provider and your top matches"
        head={[
          'Provider',
          ...results.map((s) => `${s.label} (${formatUsd(data.merchant.volumeCents * s.multiplier)})`),
        ]}
        rows={options.map((o) => [
          name(o.id),
          ...results.map((s) => {
            const cost = s.costs.find((c) => c.id === o.id)?.monthlyCents ?? 0
            return s.best?.id === o.id ? (
              <span key={s.id}>
                {formatUsd(cost)}{' '}
                <Badge size="sm" color="teal.9" variant="filled">
                  Best
                </Badge>
              </span>
            ) : (
              formatUsd(cost)
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

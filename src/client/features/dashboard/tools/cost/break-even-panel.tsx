import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatUsd, formatUsdWhole } from '@shared/format'
import { breakEvenSeries, costCurve, crossoverVolume } from '@shared/tools/break-even'
import { monthsToRecover, type SwitchingCosts, switchingTotalCents } from '@shared/tools/roi'
import { useMemo } from 'react'
import { MoneyLines, seriesColor } from '../charts'
import { costAtVolume, type Provider } from '../engine'
import type { Costed, ToolData } from '../use-tool-data'
import { Figure } from './roi-panel'

/** The cheapest provider of a pricing model among those the report ranked (that can take the merchant). */
const cheapestOf = (ranked: Costed[], model: Provider['costModel']) =>
  [...ranked].filter((r) => r.provider.costModel === model).sort((a, b) => a.costCents - b.costCents)[0]

/** Break-Even: months to recover the switch, and the volume from which other pricing models beat a flat rate. */
export function BreakEvenPanel({ data, costs }: { data: ToolData; costs: SwitchingCosts }) {
  const total = switchingTotalCents(costs)
  const months = monthsToRecover(total, data.monthlySavingsCents)
  const series = breakEvenSeries(total, data.monthlySavingsCents, 24).map((p) => ({
    month: p.month,
    net: p.netCents / 100,
  }))

  const crossover = useMemo(() => {
    const own = data.ranked.find((r) => r.provider.id === data.current?.id)
    const flat = own && own.provider.costModel === 'flat' ? own : cheapestOf(data.ranked, 'flat')
    if (!flat) return null
    const price = (p: Provider) => (dollars: number) => costAtVolume(p, data.request, dollars * 100)
    const challengers = [cheapestOf(data.ranked, 'interchange_plus'), cheapestOf(data.ranked, 'subscription')]
      .filter((c): c is Costed => Boolean(c))
      .map((c) => ({
        provider: c.provider,
        volume: crossoverVolume(price(flat.provider), price(c.provider)),
      }))
    const today = data.merchant.volumeCents / 100
    const crossings = challengers.flatMap((c) => (c.volume === null ? [] : [c.volume]))
    const lo = Math.max(500, Math.min(today / 4, ...crossings.map((v) => v / 2)))
    const hi = Math.max(today * 4, ...crossings.map((v) => v * 1.5))
    const volumes = Array.from({ length: 13 }, (_, i) =>
      Math.max(100, Math.round((lo * (hi / lo) ** (i / 12)) / 100) * 100),
    )
    // Effective rate (cost ÷ volume) shows the crossing at every scale; cents ÷ dollars is a percentage.
    const rate = (cost: (v: number) => number) => (v: number) => cost(v) / v
    const curve = costCurve(volumes, {
      flat: rate(price(flat.provider)),
      ...Object.fromEntries(challengers.map((c, i) => [`c${i}`, rate(price(c.provider))])),
    })
    return { flat: flat.provider, challengers, curve }
  }, [data])

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label="Switching cost" value={formatUsd(total)} hint="From the ROI Calculator's inputs" />
        <Figure label="Monthly saving" value={formatUsd(data.monthlySavingsCents)} />
        <Figure
          label="Break-even"
          value={months === null ? 'Not reached' : `${months} month${months === 1 ? '' : 's'}`}
        />
      </SimpleGrid>
      <MoneyLines
        title="Net position after switching (savings minus switching cost)"
        data={series}
        dataKey="month"
        xLabel="Months after switching"
        series={[{ name: 'net', label: 'Net position', color: 'teal.7' }]}
      />
      {crossover && (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            When another pricing model beats a flat rate
          </Title>
          <Text size="sm">
            Interchange-plus and subscription plans pass on the card networks' own fees for your card mix and
            add a margin or a plan fee; a flat rate bundles everything. Compared with {crossover.flat.name}'s
            flat rate:
          </Text>
          {crossover.challengers.map((c) => (
            <Text key={c.provider.id} fw={500}>
              {c.provider.name}:{' '}
              {c.volume === null
                ? 'does not beat the flat rate below $2,000,000 a month.'
                : `cheaper from ${formatUsdWhole(c.volume * 100)} a month (you process ${formatUsdWhole(data.merchant.volumeCents)}).`}
            </Text>
          ))}
          <MoneyLines
            title="Effective rate by monthly volume (your average ticket and card mix)"
            unit="percent"
            data={crossover.curve}
            dataKey="volume"
            xLabel="Monthly card volume"
            xFormatter={(v) => `$${v >= 1000 ? `${Math.round(v / 1000)}K` : v}`}
            series={[
              { name: 'flat', label: `${crossover.flat.name} (flat)`, color: seriesColor(0) },
              ...crossover.challengers.map((c, i) => ({
                name: `c${i}`,
                label: c.provider.name,
                color: seriesColor(i + 1),
              })),
            ]}
          />
        </Stack>
      )}
    </Stack>
  )
}

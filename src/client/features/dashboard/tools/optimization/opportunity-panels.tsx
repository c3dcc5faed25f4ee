import { Badge, Card, Group, Stack, Text } from '@mantine/core'
import { benchmarkFor, compareToBenchmark } from '@shared/tools/benchmarks'
import { hiddenFeesFor } from '@shared/tools/hidden-fees'
import { tierStanding, VOLUME_TIERS } from '@shared/tools/volume-tiers'
import { MoneyBars } from '../charts'
import { formatUsd } from '../engine'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'

/** Opportunities, each priced in dollars a month and ranked. */
export function opportunities(data: ToolData) {
  const fees = hiddenFeesFor(data.current?.provider.otherFees ?? null)
  const tier = tierStanding(data.merchant.volumeCents, data.effectiveRate)
  const bench = compareToBenchmark(
    data.effectiveRate,
    benchmarkFor(data.merchant.industry),
    data.merchant.volumeCents,
  )
  return [
    {
      id: 'switch',
      title: data.best ? `Switch to ${data.best.provider.name}` : 'Switch provider',
      detail: `Your cheapest match ${data.baselineLabel}.`,
      monthlyCents: data.monthlySavingsCents,
    },
    {
      id: 'rate',
      title: `Negotiate your rate down to the ${tier.tier.name} tier (${tier.tier.rate}%)`,
      detail: `Your volume is in the ${tier.tier.range} tier; your effective rate is ${data.effectiveRate}%.`,
      monthlyCents: tier.savingAtTierRateCents,
    },
    {
      id: 'benchmark',
      title: 'Get within the market range for your industry',
      detail:
        bench.position === 'above'
          ? 'You pay above the typical range.'
          : 'You are within or below the range.',
      monthlyCents: bench.excessMonthlyCents,
    },
    {
      id: 'fees',
      title: 'Remove recurring extra fees',
      detail: data.current
        ? `PCI, statement, gateway and batch fees ${data.current.provider.name} publishes.`
        : 'Unknown provider.',
      monthlyCents: fees.monthlyTotalCents,
    },
  ].sort((a, b) => b.monthlyCents - a.monthlyCents)
}

export function OpportunitiesPanel({ data }: { data: ToolData }) {
  return (
    <Stack gap="sm">
      {opportunities(data).map((o) => (
        <Card key={o.id} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{o.title}</Text>
            <Badge color={o.monthlyCents > 0 ? 'teal.9' : 'gray.7'} variant="filled" size="lg">
              {o.monthlyCents > 0 ? `${formatUsd(o.monthlyCents)}/month` : 'Nothing to gain'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {o.detail}
          </Text>
        </Card>
      ))}
    </Stack>
  )
}

/** Volume Tiers (spec §9) with the user's tier and what the next one needs. */
export function VolumeTiersPanel({ data }: { data: ToolData }) {
  const s = tierStanding(data.merchant.volumeCents, data.effectiveRate)
  return (
    <Stack gap="md">
      <Text fw={600}>
        Your {formatUsd(data.merchant.volumeCents)} a month is in the {s.tier.name} tier ({s.tier.rate}%).
        {s.next && s.toNextCents !== null
          ? ` ${formatUsd(s.toNextCents)} more a month reaches ${s.next.name} (${s.next.rate}%).`
          : ''}
      </Text>
      <DataTable
        caption="Typical volume tiers (monthly card volume and rate)"
        head={['Tier', 'Monthly volume', 'Rate', 'Your monthly cost at this rate']}
        rows={VOLUME_TIERS.map((t) => [
          t.id === s.tier.id ? <strong key="t">{t.name} (you)</strong> : t.name,
          t.range,
          `${t.rate}%`,
          formatUsd(Math.round((data.merchant.volumeCents * t.rate) / 100)),
        ])}
      />
      <MoneyBars
        title="Your monthly volume priced at each tier's rate"
        data={VOLUME_TIERS.map((t) => ({
          tier: t.name,
          cost: (data.merchant.volumeCents * t.rate) / 10_000,
        }))}
        dataKey="tier"
        series={[{ name: 'cost', label: 'Monthly cost', color: 'blue.7' }]}
      />
    </Stack>
  )
}

import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { hiddenFeesFor } from '@shared/tools/hidden-fees'
import { tierStanding, VOLUME_TIERS } from '@shared/tools/volume-tiers'
import { useMemo } from 'react'
import { MoneyBars } from '../charts'
import { analyse, scaledRequest } from '../engine'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { optimization } from './options'

/** Opportunities: the report's verdict and every path its advice priced, against what you pay today. */
export function OpportunitiesPanel({ data }: { data: ToolData }) {
  const o = optimization(data)
  const fees = hiddenFeesFor(data.currentTerms?.otherFees ?? null)
  return (
    <Stack gap="sm">
      {o.verdict && (
        <Alert color="teal" variant="light" title="Your report’s advice" data-testid="optimization-verdict">
          {o.verdict.headline}
        </Alert>
      )}
      {o.note && <Text size="sm">{o.note}</Text>}
      {o.rows.map((r) => (
        <Card key={`${r.kind}-${r.name}`} withBorder radius="md" p="md" data-testid="optimization-option">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={600}>{r.title}</Text>
              {r.recommended && (
                <Badge color="teal.9" variant="filled">
                  Advised
                </Badge>
              )}
            </Group>
            <Badge color={r.savingCents > 0 ? 'teal.9' : 'gray.7'} variant="filled" size="lg">
              {formatUsd(r.monthlyCents)}/month
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {r.kind === 'stay'
              ? data.basis
              : `${r.savingCents > 0 ? `${formatUsd(r.savingCents)} a month less than today` : r.savingCents < 0 ? `${formatUsd(-r.savingCents)} a month more than today` : 'The same as today'}; one-off costs ${formatUsd(r.switchingCostCents)}. ${r.summary}`}
          </Text>
        </Card>
      ))}
      {data.currentTerms && fees.monthlyTotalCents > 0 && (
        <Card withBorder radius="md" p="md">
          <Text fw={600}>Check your statement for recurring extra fees</Text>
          <Text size="sm" c="dimmed">
            {data.currentTerms.name} publishes {formatUsd(fees.monthlyTotalCents)} a month of PCI, statement,
            gateway and batch fees: ask to have any on your statement waived.
          </Text>
        </Card>
      )}
    </Stack>
  )
}

/** A representative monthly volume for each tier: the merchant's own for theirs. */
const TIER_VOLUME_DOLLARS: Record<string, number> = {
  starter: 2_500,
  growth: 15_000,
  business: 60_000,
  enterprise: 150_000,
}

/** The best price the engine finds for the merchant's full answers at each tier's volume (today's for theirs). */
export function tierPrices(data: ToolData) {
  const own = tierStanding(data.merchant.volumeCents, data.effectiveRate).tier
  return VOLUME_TIERS.map((t) => {
    const mine = t.id === own.id
    const volumeCents = mine ? data.merchant.volumeCents : (TIER_VOLUME_DOLLARS[t.id] ?? t.fromDollars) * 100
    const costs = mine
      ? data.ranked.map((c) => c.costCents)
      : analyse(
          scaledRequest(data.request, volumeCents / data.merchant.volumeCents),
          data.providers,
          data.today,
        ).recommendations.map((r) => r.estimatedMonthlyCostCents)
    const bestCents = costs.length > 0 ? Math.min(...costs) : null
    return {
      tier: t,
      mine,
      volumeCents,
      bestCents,
      bestRate: bestCents === null ? null : Math.round((bestCents / volumeCents) * 10_000) / 100,
    }
  })
}

/** Volume Tiers (spec §9) with the user's tier, and the best price for their business at each tier's volume. */
export function VolumeTiersPanel({ data }: { data: ToolData }) {
  const s = tierStanding(data.merchant.volumeCents, data.effectiveRate)
  const rows = useMemo(() => tierPrices(data), [data])
  return (
    <Stack gap="md">
      <Text fw={600}>
        Your {formatUsd(data.merchant.volumeCents)} a month is in the {s.tier.name} tier ({s.tier.rate}%).
        {data.hasCurrentDeal ? ` You pay ${data.effectiveRate}% today.` : ''}
        {s.next && s.toNextCents !== null
          ? ` ${formatUsd(s.toNextCents)} more a month reaches ${s.next.name} (${s.next.rate}%).`
          : ''}
      </Text>
      <DataTable
        caption="Typical volume tiers, and the best price for your business at each tier's volume (your report at yours; the engine at the others, with your answers)"
        head={['Tier', 'Monthly volume', 'Rate', 'Best price for your business']}
        rows={rows.map((r) => [
          r.mine ? <strong key="t">{r.tier.name} (you)</strong> : r.tier.name,
          r.tier.range,
          `${r.tier.rate}%`,
          r.bestCents === null
            ? 'No provider can take it'
            : `${formatUsd(r.bestCents)} a month at ${formatUsd(r.volumeCents)} (${r.bestRate}%)`,
        ])}
      />
      <MoneyBars
        title="Best price for your business at each tier's volume (effective rate %)"
        unit="percent"
        data={rows.map((r) => ({ tier: r.tier.name, rate: r.bestRate ?? 0 }))}
        dataKey="tier"
        series={[{ name: 'rate', label: 'Effective rate %', color: 'blue.7' }]}
      />
    </Stack>
  )
}

import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { useMemo } from 'react'
import { MoneyBars } from '../charts'
import { recurringFees } from '../cost/hidden-fees'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { optimization } from './options'
import { volumeTiers } from './volume-tiers'

/** Opportunities: the report's verdict and every path its advice priced, against what you pay today. */
export function OpportunitiesPanel({ data }: { data: ToolData }) {
  const o = optimization(data)
  const fees = recurringFees(data)
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
      {data.currentTerms && fees && fees.monthlyCents > 0 && (
        <Card withBorder radius="md" p="md">
          <Text fw={600}>Check your statement for recurring extra fees</Text>
          <Text size="sm" c="dimmed">
            {data.currentTerms.name}'s {fees.lines.map((l) => l.label.toLowerCase()).join(', ')} come to{' '}
            {formatUsd(fees.monthlyCents)} a month for your business: ask to have any on your statement
            waived.
          </Text>
        </Card>
      )}
    </Stack>
  )
}

/** Volume Tiers (spec §9) with the user's tier, and the best price for their business at each tier's volume. */
export function VolumeTiersPanel({ data }: { data: ToolData }) {
  const v = useMemo(() => volumeTiers(data), [data])
  return (
    <Stack gap="md">
      <Text fw={600}>{v.summary}</Text>
      <DataTable
        caption={v.caption}
        head={v.head}
        rows={v.rows.map((r) => [
          r.mine ? <strong key="t">{r.tier.name} (you)</strong> : r.tier.name,
          ...r.cells,
        ])}
      />
      <MoneyBars
        title="Best price for your business at each tier's volume (effective rate %)"
        unit="percent"
        data={v.rows.map((r) => ({ tier: r.tier.name, rate: r.bestRate ?? 0 }))}
        dataKey="tier"
        series={[{ name: 'rate', label: 'Effective rate %', color: 'blue.7' }]}
      />
    </Stack>
  )
}

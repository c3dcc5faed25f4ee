import { Badge, List, Stack, Text, Title } from '@mantine/core'
import { PRIORITY_LABELS } from '@shared/catalogue/taxonomy'
import { formatUsd } from '@shared/format'
import { tierStanding } from '@shared/tools/volume-tiers'
import type { Provider } from '../engine'
import { competingQuotes } from '../negotiation/scripts'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'

const MODEL_LABEL: Record<Provider['costModel'], string> = {
  flat: 'Flat rate',
  interchange_plus: 'Interchange-plus',
  subscription: 'Subscription',
  tiered: 'Tiered',
}

/** Feature Analysis: what the current provider offers next to the best match, as the report recorded them. */
export function FeatureAnalysisPanel({ data }: { data: ToolData }) {
  const recorded = (p: Provider | null | undefined) =>
    p
      ? {
          id: p.id,
          name: p.name,
          features: data.ranked.find((c) => c.provider.id === p.id)?.features ?? p.features,
        }
      : null
  const cols = [recorded(data.current), recorded(data.best?.provider)].filter(
    (p): p is NonNullable<typeof p> => p !== null,
  )
  const features = [...new Set(cols.flatMap((p) => p.features))].slice(0, 14)
  return (
    <Stack gap="md">
      {data.merchant.priorities.length > 0 && (
        <Text size="sm">
          Your priorities: {data.merchant.priorities.map((p) => PRIORITY_LABELS[p]).join(', ')}.
        </Text>
      )}
      <DataTable
        caption="Published features"
        head={['Feature', ...cols.map((p) => (p.id === data.current?.id ? `${p.name} (current)` : p.name))]}
        rows={features.map((f) => [f, ...cols.map((p) => (p.features.includes(f) ? 'Yes' : '—'))])}
      />
    </Stack>
  )
}

/** Negotiation Timing for the current provider: the moments that give leverage. */
export function NegotiationTimingPanel({ data }: { data: ToolData }) {
  const p = data.currentTerms
  const s = tierStanding(data.merchant.volumeCents)
  const quotes = competingQuotes(data)
  return (
    <List spacing="sm" size="sm">
      <List.Item>
        {p?.contract.termMonths === 0
          ? `${p.name} is month to month: you can ask for a better price today.`
          : p
            ? `${p.name}: ${p.contract.summary} Ask 60–90 days before your term ends.`
            : 'Check your contract end date: ask 60–90 days before it.'}
      </List.Item>
      {s.next && s.toNextCents !== null && (
        <List.Item>
          When your volume grows by {formatUsd(s.toNextCents)} a month you reach the {s.next.name} tier: ask
          for a new price then (the Volume Tiers tab shows what your business would pay at that volume).
        </List.Item>
      )}
      <List.Item>After any published price change (set an alert in Rate Monitoring).</List.Item>
      {quotes.length > 0 && (
        <List.Item>
          With competing prices from your report in hand:{' '}
          {quotes.map((q) => `${q.name} (${formatUsd(q.monthlyCents)} a month)`).join(', ')}.
        </List.Item>
      )}
    </List>
  )
}

/** Fee Structures: the cheapest provider of each pricing model that can take the merchant, and today's cost. */
export function FeeStructuresPanel({ data }: { data: ToolData }) {
  const models = (Object.keys(MODEL_LABEL) as Provider['costModel'][]).flatMap((model) => {
    const cheapest = [...data.ranked]
      .filter((r) => r.provider.costModel === model)
      .sort((a, b) => a.costCents - b.costCents)[0]
    return cheapest ? [{ model, ...cheapest }] : []
  })
  const ownLines =
    data.advice?.incumbent?.source === 'catalogue_model'
      ? data.ranked.find((r) => r.provider.id === data.current?.id)?.breakdown
      : undefined
  return (
    <Stack gap="md">
      <DataTable
        caption="Cheapest provider of each pricing model that can take your business (from your report)"
        head={['Pricing model', 'Provider', 'Monthly cost']}
        rows={models.map((m) => [
          m.model === data.current?.costModel ? (
            <span key="m">
              {MODEL_LABEL[m.model]}{' '}
              <Badge size="xs" variant="light">
                yours
              </Badge>
            </span>
          ) : (
            MODEL_LABEL[m.model]
          ),
          `${m.name} (${m.rate})`,
          formatUsd(m.costCents),
        ])}
      />
      {data.hasCurrentDeal && (
        <>
          <Title order={3} fz="h5">
            Your cost with {data.currentName ?? 'your provider'}: {formatUsd(data.currentCents)} a month
          </Title>
          <Text size="sm">{data.basis}</Text>
          {ownLines && ownLines.length > 0 && (
            <DataTable
              caption="Monthly cost lines at its published rates"
              head={['Line', 'How', 'Amount']}
              rows={[
                ...ownLines.map((l) => [l.label, l.detail, formatUsd(l.cents)]),
                [
                  <strong key="t">Total a month</strong>,
                  '',
                  <strong key="v">{formatUsd(data.currentCents)}</strong>,
                ],
              ]}
            />
          )}
        </>
      )}
    </Stack>
  )
}

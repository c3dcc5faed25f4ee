import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { PROVIDERS } from '@shared/catalogue/providers'
import type { Industry } from '@shared/catalogue/taxonomy'
import { hiddenFeesFor } from '@shared/tools/hidden-fees'
import { type FlagState, scoreRedFlags } from '@shared/tools/red-flags'
import { useMemo } from 'react'
import { formatUsd, type Merchant, monthlyCostCents } from '../engine'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'

const STATE: Record<FlagState, { label: string; color: string }> = {
  present: { label: 'Red flag', color: 'red.9' },
  absent: { label: 'Clear', color: 'teal.9' },
  unknown: { label: 'Unknown', color: 'gray.7' },
}

/** Contract Red Flags, scored for the user's current provider from the catalogue. */
export function RedFlagsPanel({ data }: { data: ToolData }) {
  const p = data.current?.provider
  const result = p
    ? scoreRedFlags({ contract: p.contract, earlyTerminationCents: p.otherFees.earlyTerminationCents })
    : null
  return (
    <Stack gap="md">
      <Text fw={600}>
        {p && result
          ? `${p.name}: ${result.score} of ${result.flags.length} red flags in its published terms (${result.known} checked).`
          : 'We do not know your current provider: check your contract for each of these.'}
      </Text>
      <DataTable
        caption="Contract red flags (term over 2 years, early termination fee over $500, and common traps)"
        head={['Red flag', p ? p.name : 'Your contract']}
        rows={(
          result?.flags ??
          scoreRedFlags({
            contract: { termMonths: null, autoRenews: false, summary: '' },
            earlyTerminationCents: undefined,
          }).flags
        ).map((f) => [
          <Stack key="f" gap={4} align="flex-start">
            <Text size="sm">{f.label}</Text>
            <Badge color={STATE[f.state].color} variant="filled">
              {STATE[f.state].label}
            </Badge>
          </Stack>,
          p ? f.detail : 'Check your contract',
        ])}
      />
    </Stack>
  )
}

/** Worked examples of businesses like the user's, priced by the engine. */
const EXAMPLES: { title: string; merchant: Merchant }[] = [
  {
    title: 'A café with 1,800 card sales a month',
    merchant: {
      industry: 'restaurant' as Industry,
      businessType: 'established',
      transactions: 1800,
      volumeCents: 5_400_000,
      priorities: [],
    },
  },
  {
    title: 'An online shop with 400 orders a month',
    merchant: {
      industry: 'ecommerce',
      businessType: 'startup',
      transactions: 400,
      volumeCents: 2_000_000,
      priorities: [],
    },
  },
  {
    title: 'A consultancy invoicing 150 clients a month',
    merchant: {
      industry: 'professional',
      businessType: 'established',
      transactions: 150,
      volumeCents: 3_000_000,
      priorities: [],
    },
  },
]

/** Success Stories: worked examples computed by the engine, labelled as examples. */
export function SuccessStoriesPanel({ data }: { data: ToolData }) {
  const stories = useMemo(() => {
    const catalogue = data.providers
    return EXAMPLES.map((e) => {
      const ranked = catalogue
        .map((p) => ({ p, cents: monthlyCostCents(p, e.merchant) }))
        .sort((a, b) => b.cents - a.cents)
      const baseline = ranked[Math.floor(ranked.length * 0.25)]
      const best = ranked.at(-1)
      return { ...e, baseline, best }
    })
  }, [data.providers])
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Worked examples computed from published fees — not customer testimonials.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {stories.map((s) => (
          <Card key={s.title} withBorder radius="md" p="md">
            <Badge variant="light" color="gray" mb="xs">
              Worked example
            </Badge>
            <Title order={3} fz="h5" mb={4}>
              {s.title}
            </Title>
            {s.baseline && s.best && (
              <Text size="sm">
                Paying {formatUsd(s.baseline.cents)} a month with a higher-cost provider ({s.baseline.p.name}
                ), {s.best.p.name} would cost {formatUsd(s.best.cents)}:{' '}
                {formatUsd((s.baseline.cents - s.best.cents) * 12)} a year less.
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** Leverage Points: the user's competing quotes and what to ask for. */
export function LeveragePanel({ data }: { data: ToolData }) {
  const p = data.current?.provider
  const fees = hiddenFeesFor(p?.otherFees ?? null).checks.filter((c) => c.providerCents !== null)
  const asks = [
    ...(data.best
      ? [
          `Match ${data.best.provider.name}'s price: about ${formatUsd(data.best.costCents)} a month for your volume.`,
        ]
      : []),
    ...fees.map((f) => `Waive the ${f.name.toLowerCase()} (${formatUsd(f.providerCents ?? 0)}).`),
    ...(p?.otherFees.earlyTerminationCents ? ['Remove the early termination fee from your agreement.'] : []),
    ...(p?.contract.autoRenews ? ['Turn off automatic renewal, or shorten the renewal term.'] : []),
    'Ask for next-business-day payouts at no extra cost.',
  ]
  return (
    <Stack gap="md">
      <DataTable
        caption={`Your competing quotes ${data.baselineLabel} (${formatUsd(data.baselineCents)} a month now)`}
        head={['Provider', 'Monthly cost', 'Saving a month']}
        rows={data.topMatches.map((q) => [
          q.provider.name,
          formatUsd(q.costCents),
          formatUsd(Math.max(0, data.baselineCents - q.costCents)),
        ])}
      />
      <Title order={3} fz="h5">
        What to ask for
      </Title>
      <List size="sm" spacing={4}>
        {asks.map((a) => (
          <List.Item key={a}>{a}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {PROVIDERS.length} providers compared; quotes are estimates from published pricing.
      </Text>
    </Stack>
  )
}

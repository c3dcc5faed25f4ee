import { Anchor, Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatUsd } from '@shared/format'
import type { EstimateRequest } from '@shared/pricing/estimate.schemas'
import { HIDDEN_FEES, publishedFee } from '@shared/tools/hidden-fees'
import { type FlagState, scoreRedFlags } from '@shared/tools/red-flags'
import { useMemo } from 'react'
import { analyse } from '../engine'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { competingQuotes } from './scripts'

const STATE: Record<FlagState, { label: string; color: string }> = {
  present: { label: 'Red flag', color: 'red.9' },
  absent: { label: 'Clear', color: 'teal.9' },
  unknown: { label: 'Unknown', color: 'gray.7' },
}

/** Contract Red Flags, scored for the user's current provider from its terms as the report recorded them. */
export function RedFlagsPanel({ data }: { data: ToolData }) {
  const p = data.currentTerms
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

/** Worked examples of businesses unlike-or-like the user's, analysed by the engine as a report would be. */
const EXAMPLES: { title: string; request: EstimateRequest }[] = [
  {
    title: 'A café with 1,800 card sales a month',
    request: {
      industryType: 'restaurant',
      businessType: 'established',
      monthlyTransactions: 1800,
      totalMonthlyVolume: 54_000,
      features: [],
    },
  },
  {
    title: 'An online shop with 400 orders a month',
    request: {
      industryType: 'ecommerce',
      businessType: 'startup',
      monthlyTransactions: 400,
      totalMonthlyVolume: 20_000,
      features: [],
    },
  },
  {
    title: 'A consultancy invoicing 150 clients a month',
    request: {
      industryType: 'professional',
      businessType: 'established',
      monthlyTransactions: 150,
      totalMonthlyVolume: 30_000,
      features: [],
    },
  },
]

/** Success Stories: worked examples computed by the engine, labelled as examples. */
export function SuccessStoriesPanel({ data }: { data: ToolData }) {
  const stories = useMemo(
    () =>
      EXAMPLES.map((e) => {
        // Only providers that can take the example business, as its report would rank them.
        const result = analyse(e.request, data.providers, data.today)
        const best = [...result.recommendations].sort(
          (a, b) => a.estimatedMonthlyCostCents - b.estimatedMonthlyCostCents,
        )[0]
        return { ...e, savings: result.savings, best }
      }),
    [data.providers, data.today],
  )
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
            {s.best && (
              <Text size="sm">
                Paying {formatUsd(Math.round(s.savings.currentMonthlyCost * 100))} a month with a higher-cost
                provider that can take it, {s.best.pspProvider.name} would cost{' '}
                {formatUsd(s.best.estimatedMonthlyCostCents)}:{' '}
                {formatUsd(
                  Math.max(
                    0,
                    (Math.round(s.savings.currentMonthlyCost * 100) - s.best.estimatedMonthlyCostCents) * 12,
                  ),
                )}{' '}
                a year less.
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** Leverage Points: the report's competing prices and the asks its advice priced. */
export function LeveragePanel({ data }: { data: ToolData }) {
  const p = data.currentTerms
  const fees = HIDDEN_FEES.flatMap((f) => {
    const cents = publishedFee(f, p?.otherFees)
    return cents === null ? [] : [{ name: f.name, providerCents: cents }]
  })
  const quotes = competingQuotes(data)
  const asks = [
    ...(data.ask ? [data.ask.summary] : []),
    ...(p
      ? fees.map(
          (f) => `Waive the ${f.name.toLowerCase()} (${p.name} publishes ${formatUsd(f.providerCents)}).`,
        )
      : []),
    ...(p?.otherFees.earlyTerminationCents ? ['Remove the early termination fee from your agreement.'] : []),
    ...(p?.contract.autoRenews ? ['Turn off automatic renewal, or shorten the renewal term.'] : []),
    'Ask for next-business-day payouts at no extra cost.',
  ]
  return (
    <Stack gap="md">
      {data.hasCurrentDeal && (
        <Text fw={600}>
          {data.currentName ?? 'Your provider'}: {formatUsd(data.currentCents)} a month today.
        </Text>
      )}
      <DataTable
        caption="Competing prices from your report: providers that can take your business, in the report's order"
        head={['Provider', 'Monthly cost', 'Against today', 'Source']}
        rows={quotes.map((q) => [
          q.name,
          formatUsd(q.monthlyCents),
          q.savingCents === null
            ? '—'
            : q.savingCents > 0
              ? `${formatUsd(q.savingCents)} less`
              : `${formatUsd(-q.savingCents)} more`,
          <Anchor key="s" href={q.sourceUrl} target="_blank" rel="noopener noreferrer" size="sm">
            as of {q.asOf}
          </Anchor>,
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
        {data.ranked.length} providers that can take your business compared
        {data.excluded.length > 0 ? `; ${data.excluded.length} left out because they cannot` : ''}. Prices are
        the report's estimates from published pricing.
      </Text>
    </Stack>
  )
}

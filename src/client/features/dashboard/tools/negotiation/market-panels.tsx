import { Badge, List, Stack, Text, TextInput, Title } from '@mantine/core'
import { TIMELINE_WINDOWS } from '@shared/catalogue/taxonomy'
import { useMemo, useState } from 'react'
import { MoneyBars } from '../charts'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { marketRates } from './market-rates'

/** Market Rates: what the market charges a business like the user's, next to the user's own effective rate. */
export function MarketRatesPanel({ data }: { data: ToolData }) {
  const m = useMemo(() => marketRates(data), [data])
  const chart = [
    ...m.rows.map((r) => ({ name: r.label, low: r.range?.low ?? 0, high: r.range?.high ?? 0, you: 0 })),
    { name: 'You', low: 0, high: 0, you: data.effectiveRate },
  ]
  return (
    <Stack gap="md">
      <Text fw={600} data-testid="market-effective-rate">
        {m.summary}
      </Text>
      {data.hasCurrentDeal && (
        <Text size="sm" c="dimmed">
          {data.basis}
        </Text>
      )}
      <DataTable
        caption={m.caption}
        head={['Industry', 'Typical range', 'You']}
        rows={m.rows.map((r) => [
          r.own ? <strong key="n">{r.label} (yours)</strong> : r.label,
          r.range ? `${r.range.low}%–${r.range.high}%` : 'No provider can take it',
          r.own && m.position ? (
            <Badge
              key="b"
              color={m.position === 'above' ? 'red.9' : 'teal.9'}
              variant="filled"
              h="auto"
              py={2}
              styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
            >
              {data.effectiveRate}% · {m.position}
            </Badge>
          ) : (
            ''
          ),
        ])}
      />
      <MoneyBars
        title="The market's range for your business and your effective rate (%)"
        unit="percent"
        data={chart}
        dataKey="name"
        series={[
          { name: 'low', label: 'Cheapest %', color: 'gray.6' },
          { name: 'high', label: 'Middle of the market %', color: 'blue.7' },
          { name: 'you', label: 'Your rate %', color: 'orange.7' },
        ]}
      />
    </Stack>
  )
}

const TIMELINE_ADVICE: Record<string, string> = {
  immediate:
    'You plan to switch now: ask your provider for its best offer this week, with your quotes in hand.',
  soon: `You plan to switch ${TIMELINE_WINDOWS.soon.window}: negotiate now, so a better offer can still change your plan.`,
  planning: `You plan to switch ${TIMELINE_WINDOWS.planning.window}: collect quotes now and negotiate 60–90 days before you move.`,
  future: `You are looking ahead (${TIMELINE_WINDOWS.future.window}): set rate alerts and revisit when your contract nears its end.`,
}

/** Best Timing: from the contract end date and the timeline, when known. */
export function BestTimingPanel({ data }: { data: ToolData }) {
  const [end, setEnd] = useState(data.request.assessmentData?.contractEndDate ?? '')
  const contract = data.currentTerms?.contract
  const endDate = end ? new Date(`${end}T00:00:00`) : null
  const days = (d: Date, n: number) =>
    new Date(d.getTime() - n * 86_400_000).toLocaleDateString('en-US', { dateStyle: 'medium' })
  return (
    <Stack gap="md">
      {data.timeline && TIMELINE_ADVICE[data.timeline] && (
        <Text fw={500}>{TIMELINE_ADVICE[data.timeline]}</Text>
      )}
      {contract && (
        <Text size="sm">
          {data.currentTerms?.name}'s published terms: {contract.summary}
          {contract.termMonths === 0 ? ' You can negotiate at any time: you are free to leave.' : ''}
        </Text>
      )}
      <TextInput
        type="date"
        label="Your contract end date (if you have one)"
        value={end}
        onChange={(e) => setEnd(e.currentTarget.value)}
        maw={260}
      />
      {endDate && !Number.isNaN(endDate.getTime()) && (
        <>
          <Title order={3} fz="h5">
            Your negotiation window
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>{days(endDate, 120)}: collect competing quotes.</List.Item>
            <List.Item>{days(endDate, 90)}: send the rate review email.</List.Item>
            <List.Item>
              {days(endDate, 60)}: last good moment to give notice if the contract auto-renews.
            </List.Item>
            <List.Item>{days(endDate, 0)}: contract ends — switch or sign only better terms.</List.Item>
          </List>
        </>
      )}
      <Text size="sm" c="dimmed">
        Good moments in any case: after a month of higher volume, at a price change (see Rate Monitoring), and
        at the end of the year when providers chase targets.
      </Text>
    </Stack>
  )
}

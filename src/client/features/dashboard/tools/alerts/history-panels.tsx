import { Anchor, Badge, Card, Select, Stack, Text, Title } from '@mantine/core'
import { formatRate } from '@shared/format'
import { formatDate } from '@shared/format-date'
import { toCents } from '@shared/pricing/money'
import type { RateHistoryEntry } from '@shared/rate-alerts/rate-alert.schemas'
import { format } from 'date-fns'
import { useState } from 'react'
import { useRateAlerts } from '../../api/rate-alerts'
import { useRateHistory } from '../../api/rate-history'
import { MoneyLines } from '../charts'
import { headlineRate, type Provider } from '../engine'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'

const TREND_WINDOW_DAYS = 90
const rate = (f: { transactionFeePercent: number; transactionFeeFixed: number }) =>
  formatRate({ percent: f.transactionFeePercent, fixedCents: toCents(f.transactionFeeFixed) })

/** Trend of one provider from the recorded changes of the last 90 days. */
function trendOf(provider: Provider, history: RateHistoryEntry[], now = Date.now()) {
  const since = now - TREND_WINDOW_DAYS * 86_400_000
  const recent = history.filter((h) => h.providerId === provider.id && Date.parse(h.recordedAt) >= since)
  const change = Math.round(recent.reduce((sum, h) => sum + h.change, 0) * 10_000) / 10_000
  return {
    trend: change > 0 ? 'increasing' : change < 0 ? 'decreasing' : 'stable',
    change,
    timeframe:
      recent.length > 0 ? `last ${TREND_WINDOW_DAYS} days` : `no change recorded since ${provider.asOf}`,
  } as const
}

const TREND_COLOR = { increasing: 'red.9', decreasing: 'teal.9', stable: 'gray.7' } as const

/** Market Trends: the providers the user watches or compares, with their recorded direction. */
export function MarketTrendsPanel({ data }: { data: ToolData }) {
  const history = useRateHistory()
  const alerts = useRateAlerts()
  const ids = new Set([
    ...(alerts.data ?? []).map((a) => a.providerId),
    ...(data.current ? [data.current.id] : []),
    ...data.ranked.slice(0, 3).map((m) => m.provider.id),
    ...(history.data ?? []).map((h) => h.providerId),
  ])
  const shown = data.providers.filter((p) => ids.has(p.id))
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Trends come from changes we record in providers' published fees (with their sources).
      </Text>
      <DataTable
        caption="Published rates and their recorded direction"
        head={['Provider', 'Current rate', 'Trend', 'Change', 'Timeframe']}
        rows={shown.map((p) => {
          const t = trendOf(p, history.data ?? [])
          return [
            p.name,
            headlineRate(p),
            <Badge key="t" color={TREND_COLOR[t.trend]} variant="filled">
              {t.trend}
            </Badge>,
            t.change === 0 ? '—' : `${t.change > 0 ? '+' : ''}${t.change} pts`,
            t.timeframe,
          ]
        })}
      />
    </Stack>
  )
}

/** Rate History: every recorded change with its old and new figures, source and date. */
export function RateHistoryPanel({ providers }: { providers: Provider[] }) {
  const [providerId, setProviderId] = useState<string | null>(null)
  const history = useRateHistory(providerId ?? undefined)
  const entries = history.data ?? []
  const chart = [...entries]
    .reverse()
    .map((h, i) => ({ step: i + 1, rate: h.new.transactionFeePercent * 100 }))
  return (
    <Stack gap="md">
      <Select
        label="Provider"
        placeholder="All providers"
        clearable
        searchable
        data={providers.map((p) => ({ value: p.id, label: p.name }))}
        value={providerId}
        onChange={setProviderId}
        maw={320}
      />
      {entries.length === 0 ? (
        <Card withBorder radius="md" p="md">
          <Text size="sm">{history.isPending ? 'Loading…' : 'No rate changes recorded yet.'}</Text>
        </Card>
      ) : (
        <DataTable
          caption="Recorded changes, newest first"
          head={['Date', 'Provider', 'Old', 'New', 'Change', 'Source']}
          rows={entries.map((h) => [
            formatDate(h.recordedAt),
            h.provider,
            rate(h.old),
            rate(h.new),
            `${h.change > 0 ? '+' : ''}${h.change} pts`,
            <Anchor key="s" href={h.sourceUrl} target="_blank" rel="noopener noreferrer" size="sm">
              as of {h.asOf}
            </Anchor>,
          ])}
        />
      )}
      {providerId && chart.length > 1 && (
        <MoneyLines
          title="Rate after each change (basis points)"
          data={chart}
          dataKey="step"
          xLabel="Change"
          series={[{ name: 'rate', label: 'Rate (bps)', color: 'blue.7' }]}
        />
      )}
    </Stack>
  )
}

/** Rate Calendar: recorded changes and known contract dates, by month. */
export function RateCalendarPanel({ data }: { data: ToolData }) {
  const history = useRateHistory()
  const events = [
    ...(history.data ?? []).map((h) => ({
      date: new Date(h.recordedAt),
      text: `${h.provider}: ${rate(h.old)} → ${rate(h.new)}`,
    })),
    ...(data.currentTerms
      ? [
          {
            date: new Date(`${data.currentTerms.asOf}T12:00:00`),
            text: `${data.currentTerms.name}: published fees checked`,
          },
        ]
      : []),
  ].sort((a, b) => b.date.getTime() - a.date.getTime())
  const months = new Map<string, typeof events>()
  for (const e of events) {
    const key = format(e.date, 'MMMM yyyy')
    months.set(key, [...(months.get(key) ?? []), e])
  }
  const contract = data.currentTerms?.contract
  return (
    <Stack gap="md">
      {contract && (
        <Text size="sm">
          {data.currentTerms?.name}'s contract: {contract.summary}
          {contract.termMonths
            ? ` (${contract.termMonths}-month term${contract.autoRenews ? ', renews automatically' : ''}).`
            : ''}
        </Text>
      )}
      {[...months.entries()].map(([month, list]) => (
        <Card key={month} withBorder radius="md" p="md">
          <Title order={3} fz="h5" mb="xs">
            {month}
          </Title>
          {list.map((e) => (
            <Text key={`${e.date.toISOString()}${e.text}`} size="sm">
              {format(e.date, 'MMM d')}: {e.text}
            </Text>
          ))}
        </Card>
      ))}
      {events.length === 0 && <Text size="sm">No dates recorded yet.</Text>}
    </Stack>
  )
}

import { Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { freeSavings, NO_FREE_SAVINGS } from '@shared/assessment/free-savings'
import type { BusinessType } from '@shared/catalogue/taxonomy'
import { formatPercentFixed, formatUsdFromDollars } from '@shared/format'
import { useMemo } from 'react'
import { liveRequest, useLiveSavings } from '../api/live-savings'
import type { NumberField } from '../wizard-answers'

type Props = {
  businessType: BusinessType | null
  industryType: string | null
  transactions: NumberField
  volume: NumberField
  lastMonthFees: NumberField
  askFees: boolean
  onChange: (patch: {
    monthlyTransactions?: NumberField
    totalMonthlyVolume?: NumberField
    lastMonthFees?: NumberField
  }) => void
}

const toField = (v: number | string): NumberField => (typeof v === 'number' ? v : v === '' ? '' : Number(v))

/**
 * Spec §9's estimate step: fees at 2.9% of volume, or what the owner typed for last month (with its share of
 * volume). The potential savings are not the spec's placeholder (15% of that fee): they are the engine's
 * against the fees typed, asked from the server for the figures typed so far (`useLiveSavings`), and not
 * estimated without them, as on the result page (ADR 047).
 */
export function estimates(transactions: NumberField, volume: NumberField, lastMonthFees: NumberField = '') {
  const v = Number(volume) || 0
  const t = Number(transactions) || 0
  const typed = Number(lastMonthFees) || 0
  const fees = typed > 0 ? typed : v * 0.029
  const label =
    typed > 0
      ? `Your monthly fees (${formatPercentFixed(v > 0 ? (typed / v) * 100 : 0)})`
      : 'Estimated monthly fees (2.9%)'
  return { fees, label, average: t > 0 ? v / t : 0 }
}

export function VolumeStep({
  businessType,
  industryType,
  transactions,
  volume,
  lastMonthFees,
  askFees,
  onChange,
}: Props) {
  const e = estimates(transactions, volume, askFees ? lastMonthFees : '')
  const fees = askFees ? Number(lastMonthFees) || 0 : 0
  // A saving is measured against what is paid today, as on the result page: none until the fees are typed.
  // One request object per set of figures: the debounce waits for the figures to settle, not for renders.
  const request = useMemo(
    () =>
      fees > 0
        ? liveRequest({
            businessType,
            industryType,
            transactions: Number(transactions) || 0,
            volume: Number(volume) || 0,
            lastMonthFees: fees,
          })
        : null,
    [businessType, industryType, transactions, volume, fees],
  )
  const live = useLiveSavings(request)
  const saving = fees > 0 ? live.data && (freeSavings(live.data.savings) ?? NO_FREE_SAVINGS) : NO_FREE_SAVINGS
  const show = Number(volume) > 0
  return (
    <Stack>
      <NumberInput
        label="Monthly transactions"
        description="How many card payments do you process in a typical month?"
        placeholder="e.g. 500"
        min={0}
        max={10_000_000}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        value={transactions}
        onChange={(v) => onChange({ monthlyTransactions: toField(v) })}
        required
      />
      <NumberInput
        label="Monthly volume ($)"
        description="Total card sales in a typical month, in US dollars"
        placeholder="e.g. 25,000"
        prefix="$"
        min={0}
        max={100_000_000}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        value={volume}
        onChange={(v) => onChange({ totalMonthlyVolume: toField(v) })}
        required
      />
      {askFees && (
        <NumberInput
          label="What did you pay in processing fees last month? ($)"
          description="Optional: from your last statement. Your savings are then measured against what you paid."
          placeholder="e.g. 750"
          prefix="$"
          min={0}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          value={lastMonthFees}
          onChange={(v) => onChange({ lastMonthFees: toField(v) })}
        />
      )}
      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-brand-0)" aria-live="polite">
        <Text fw={600} mb="xs">
          Live estimate
        </Text>
        {show ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <Estimate label={e.label} value={formatUsdFromDollars(e.fees)} />
            <Estimate
              label="Potential annual savings"
              value={
                saving
                  ? saving.value
                  : request === null
                    ? '—'
                    : live.isError
                      ? 'Not available'
                      : 'Calculating…'
              }
              note={saving?.note}
            />
            <Estimate
              label="Average transaction"
              value={e.average > 0 ? formatUsdFromDollars(e.average) : '—'}
            />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            Enter your volume to see your estimated fees and potential savings.
          </Text>
        )}
      </Paper>
    </Stack>
  )
}

function Estimate({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Group
      justify="space-between"
      gap={4}
      wrap="nowrap"
      style={{ flexDirection: 'column', alignItems: 'flex-start' }}
    >
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Group>
  )
}

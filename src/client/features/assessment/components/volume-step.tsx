import { Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatPercentFixed, formatUsdFromDollars } from '@shared/format'
import type { NumberField } from '../wizard-answers'

type Props = {
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
 * Spec §9: fees at 2.9% of volume; potential annual savings = 15% of that fee × 12. When the owner typed
 * what they paid last month, that is the fee (and its share of volume is shown).
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
  return { fees, label, annualSavings: fees * 0.15 * 12, average: t > 0 ? v / t : 0 }
}

export function VolumeStep({ transactions, volume, lastMonthFees, askFees, onChange }: Props) {
  const e = estimates(transactions, volume, askFees ? lastMonthFees : '')
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
          description="Optional: from your last statement. It makes your savings estimate exact."
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
            <Estimate label="Potential annual savings" value={formatUsdFromDollars(e.annualSavings)} />
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

function Estimate({ label, value }: { label: string; value: string }) {
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
    </Group>
  )
}

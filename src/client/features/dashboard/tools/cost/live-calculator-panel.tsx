import { Badge, Group, NumberInput, Select, SimpleGrid, Slider, Stack, Text } from '@mantine/core'
import { formatCount, formatUsd } from '@shared/format'
import {
  CALCULATOR_BUSINESS_LABELS,
  type CalculatorBusinessType,
  LIVE_CALCULATOR,
} from '@shared/tools/live-calculator'
import { useMemo, useState } from 'react'
import { MoneyBars } from '../charts'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { calculatorDefaults, liveCalculation } from './live-calculation'

const { transactions: T, currentRate } = LIVE_CALCULATOR

/**
 * Live Calculator (spec §5): the user's own rate beside the providers that can take their business, priced by
 * the engine with their report's answers, updating as inputs change.
 */
export function LiveCalculatorPanel({ data }: { data: ToolData }) {
  const [defaults] = useState(() => calculatorDefaults(data))
  const [count, setCount] = useState(defaults.transactions)
  const [average, setAverage] = useState<number>(defaults.averageAmountCents / 100)
  const [rate, setRate] = useState<number>(defaults.ratePercent)
  const [fixed, setFixed] = useState<number>(defaults.fixedCents / 100)
  const [type, setType] = useState<CalculatorBusinessType>(defaults.type)

  const result = useMemo(
    () =>
      liveCalculation(data, {
        transactions: count,
        averageAmountCents: Math.round((Number(average) || 0) * 100),
        ratePercent: Number(rate) || 0,
        fixedCents: Math.round((Number(fixed) || 0) * 100),
        type,
      }),
    [data, count, average, rate, fixed, type],
  )

  const chart = [result.current, ...result.rows].map((r) => ({
    name: r.name,
    cost: r.monthlyCents / 100,
  }))
  const saving = (cents: number) => (
    <Text size="sm" fw={cents > 0 ? 600 : 400}>
      {cents === 0 ? '—' : cents > 0 ? `Saves ${formatUsd(cents)}` : `Costs ${formatUsd(-cents)} more`}
    </Text>
  )
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <Text size="sm" fw={500} id="calc-count-label">
            Monthly transactions: {formatCount(count)}
          </Text>
          <Slider
            aria-labelledby="calc-count-label"
            min={T.min}
            max={T.max}
            step={T.step}
            value={count}
            onChange={setCount}
            thumbLabel="Monthly transactions"
            label={(v) => formatCount(v)}
            mt="xs"
          />
        </div>
        <Select
          label="Business type"
          data={LIVE_CALCULATOR.businessTypes.map((v) => ({
            value: v,
            label: CALCULATOR_BUSINESS_LABELS[v],
          }))}
          value={type}
          onChange={(v) => v && setType(v as CalculatorBusinessType)}
          allowDeselect={false}
        />
        <NumberInput
          label="Average transaction amount ($)"
          min={0.01}
          decimalScale={2}
          value={average}
          onChange={(v) => setAverage(Number(v) || 0)}
        />
        <NumberInput
          label="Current rate (%)"
          step={currentRate.step}
          min={0}
          max={20}
          decimalScale={2}
          value={rate}
          onChange={(v) => setRate(Number(v) || 0)}
        />
        <NumberInput
          label="Fee per payment ($)"
          description="Set 0 if your rate is all-in"
          step={0.05}
          min={0}
          max={5}
          decimalScale={2}
          value={fixed}
          onChange={(v) => setFixed(Number(v) || 0)}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Badge variant="light">Monthly volume {formatUsd(result.volumeCents)}</Badge>
        <Badge variant="filled" color="gray.7">
          Your current rate is priced as {result.current.label}
        </Badge>
        {!data.example && data.hasCurrentDeal && (
          <Badge variant="filled" color="teal.9">
            Your report: {formatUsd(data.currentCents)} a month today
          </Badge>
        )}
      </Group>
      <DataTable
        caption="Your rate, and the providers that can take your business priced by our engine with your answers at these figures"
        head={['Option', 'Pricing', 'Monthly cost', 'Against your rate']}
        rows={[
          [result.current.name, result.current.label, formatUsd(result.current.monthlyCents), saving(0)],
          ...result.rows.map((r) => [r.name, r.label, formatUsd(r.monthlyCents), saving(r.savingsCents)]),
        ]}
      />
      {result.left.length > 0 && (
        <Text size="xs" c="dimmed">
          Not priced: {result.left.map((l) => `${l.name} (${l.why})`).join('; ')}.
        </Text>
      )}
      <MoneyBars
        title="Monthly cost by option"
        data={chart}
        dataKey="name"
        series={[{ name: 'cost', label: 'Monthly cost', color: 'blue.7' }]}
      />
    </Stack>
  )
}

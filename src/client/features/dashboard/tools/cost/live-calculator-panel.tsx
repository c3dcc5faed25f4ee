import { Badge, Group, NumberInput, Select, SimpleGrid, Slider, Stack, Text } from '@mantine/core'
import type { Industry } from '@shared/catalogue/taxonomy'
import {
  CALCULATOR_BUSINESS_LABELS,
  type CalculatorBusinessType,
  LIVE_CALCULATOR,
  liveCalculator,
} from '@shared/tools/live-calculator'
import { useMemo, useState } from 'react'
import { MoneyBars } from '../charts'
import { formatUsd, monthlyCostCents } from '../engine'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'

const INDUSTRY_OF: Record<CalculatorBusinessType, Industry> = {
  retail: 'retail',
  restaurant: 'restaurant',
  ecommerce: 'ecommerce',
  services: 'professional',
  nonprofit: 'nonprofit',
}
const TYPE_OF: Record<Industry, CalculatorBusinessType> = {
  retail: 'retail',
  restaurant: 'restaurant',
  ecommerce: 'ecommerce',
  marketplace: 'ecommerce',
  nonprofit: 'nonprofit',
  professional: 'services',
  healthcare: 'services',
  saas: 'services',
  education: 'services',
  other: 'retail',
}
const typeFor = (industry: Industry): CalculatorBusinessType => TYPE_OF[industry]

const { transactions: T, averageAmount, currentRate } = LIVE_CALCULATOR
const clamp = (n: number) => Math.min(T.max, Math.max(T.min, Math.round(n / T.step) * T.step))

/** Live Calculator (spec §5): the demo fee models beside the user's top matches, updating as inputs change. */
export function LiveCalculatorPanel({ data }: { data: ToolData }) {
  const m = data.merchant
  const [count, setCount] = useState(data.example ? T.default : clamp(m.transactions))
  const [average, setAverage] = useState<number>(
    data.example ? averageAmount.default : Math.round(m.volumeCents / Math.max(1, m.transactions)) / 100,
  )
  const [rate, setRate] = useState<number>(
    data.example ? currentRate.default : Math.round(data.effectiveRate * 10) / 10 || currentRate.default,
  )
  const [type, setType] = useState<CalculatorBusinessType>(typeFor(m.industry))

  const result = useMemo(() => {
    const averageAmountCents = Math.round((Number(average) || 0) * 100)
    const demo = liveCalculator({
      transactions: count,
      averageAmountCents,
      currentRatePercent: Number(rate) || 0,
    })
    const merchant = { ...m, industry: INDUSTRY_OF[type], transactions: count, volumeCents: demo.volumeCents }
    const matches = data.topMatches.map(({ provider }) => {
      const monthlyCents = monthlyCostCents(provider, merchant)
      return {
        id: provider.id,
        name: provider.name,
        monthlyCents,
        savingsCents: demo.current.monthlyCents - monthlyCents,
      }
    })
    return { demo, matches }
  }, [average, count, rate, type, m, data.topMatches])

  const rows = [result.demo.current, ...result.demo.rows]
  const chart = [...rows, ...result.matches].map((r) => ({
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
            Monthly transactions: {count.toLocaleString('en-US')}
          </Text>
          <Slider
            aria-labelledby="calc-count-label"
            min={T.min}
            max={T.max}
            step={T.step}
            value={count}
            onChange={setCount}
            thumbLabel="Monthly transactions"
            label={(v) => v.toLocaleString('en-US')}
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
      </SimpleGrid>
      <Group gap="xs">
        <Badge variant="light">Monthly volume {formatUsd(result.demo.volumeCents)}</Badge>
        <Badge variant="filled" color="gray.7">
          Your current rate is priced as {rate}% + $0.30
        </Badge>
      </Group>
      <DataTable
        caption="Typical fee models (reference prices) and your top matches priced by our engine for this business type"
        head={['Option', 'Pricing', 'Monthly cost', 'Against your rate']}
        rows={[
          ...rows.map((r) => [r.name, r.label, formatUsd(r.monthlyCents), saving(r.savingsCents)]),
          ...result.matches.map((r) => [
            `${r.name} (your match)`,
            'Published fees, card-mix model',
            formatUsd(r.monthlyCents),
            saving(r.savingsCents),
          ]),
        ]}
      />
      <MoneyBars
        title="Monthly cost by option"
        data={chart}
        dataKey="name"
        series={[{ name: 'cost', label: 'Monthly cost', color: 'blue.7' }]}
      />
    </Stack>
  )
}

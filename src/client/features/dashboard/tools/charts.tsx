import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'
import { Card, Text } from '@mantine/core'
import { formatPercent, formatUsdFromDollars } from '@shared/format'

export type Series = { name: string; label: string; color: string }

const money = (dollars: number) => formatUsdFromDollars(dollars, 0)
const percent = (value: number) => formatPercent(value, 2)
const COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'red.7', 'cyan.8']
export const seriesColor = (i: number) => COLORS[i % COLORS.length] ?? 'blue.7'

/** A bar chart of dollar amounts with a title; the same numbers are always in a table beside it. */
export function MoneyBars({
  title,
  data,
  dataKey,
  series,
  unit = 'usd',
}: {
  title: string
  data: Record<string, string | number>[]
  dataKey: string
  series: Series[]
  unit?: 'usd' | 'percent'
}) {
  return (
    <Card withBorder radius="md" p="md" role="figure" aria-label={title}>
      <Text fw={600} size="sm" mb="sm">
        {title}
      </Text>
      <BarChart
        h={260}
        data={data}
        dataKey={dataKey}
        series={series}
        valueFormatter={unit === 'usd' ? money : percent}
        withLegend={series.length > 1}
        tickLine="y"
        gridAxis="y"
      />
    </Card>
  )
}

/** A line chart of dollar amounts against a numeric axis (volume, months). */
export function MoneyLines({
  title,
  data,
  dataKey,
  series,
  xLabel,
  xFormatter,
  unit = 'usd',
}: {
  title: string
  data: Record<string, number>[]
  dataKey: string
  series: Series[]
  xLabel: string
  xFormatter?: (v: number) => string
  /** What the values are: dollars, or percent (2 decimals). */
  unit?: 'usd' | 'percent'
}) {
  return (
    <Card withBorder radius="md" p="md" role="figure" aria-label={title}>
      <Text fw={600} size="sm" mb="sm">
        {title}
      </Text>
      <LineChart
        h={280}
        data={data}
        dataKey={dataKey}
        series={series}
        valueFormatter={unit === 'usd' ? money : percent}
        withLegend
        curveType="linear"
        withDots={false}
        xAxisLabel={xLabel}
        xAxisProps={xFormatter ? { tickFormatter: xFormatter } : undefined}
      />
    </Card>
  )
}

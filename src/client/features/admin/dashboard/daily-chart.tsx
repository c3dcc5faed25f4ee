import { BarChart, LineChart } from '@mantine/charts'
import { Card, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core'
import type { DailyFigure } from '@shared/admin/admin-data.schemas'
import { formatUsdFromDollars } from '@shared/format'
import { format } from 'date-fns'

const label = (date: string) => format(new Date(`${date}T00:00:00`), 'MMM d')

/** The last 30 days as two charts (hidden from screen readers, not focusable), with the same figures as a table for them. */
export function DailyChart({ daily }: { daily: DailyFigure[] }) {
  const data = daily.map((d) => ({ ...d, day: label(d.date) }))
  return (
    <Card withBorder radius="md" p="md">
      <Title order={3} fz="h4">
        Last 30 days
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Assessments started, reports bought and revenue per day (UTC).
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} aria-hidden>
        <BarChart
          h={220}
          data={data}
          dataKey="day"
          withLegend
          tickLine="none"
          barChartProps={{ accessibilityLayer: false }}
          series={[
            { name: 'assessments', label: 'Assessments', color: 'blue.6' },
            { name: 'purchases', label: 'Purchases', color: 'teal.6' },
          ]}
        />
        <LineChart
          h={220}
          data={data}
          dataKey="day"
          withLegend
          tickLine="none"
          curveType="linear"
          lineChartProps={{ accessibilityLayer: false }}
          valueFormatter={(v) => formatUsdFromDollars(v)}
          series={[{ name: 'revenue', label: 'Revenue', color: 'grape.6' }]}
        />
      </SimpleGrid>
      <VisuallyHidden>
        <table>
          <caption>Assessments, purchases and revenue for each of the last 30 days</caption>
          <thead>
            <tr>
              <th>Date</th>
              <th>Assessments</th>
              <th>Purchases</th>
              <th>Revenue</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td>{d.assessments}</td>
                <td>{d.purchases}</td>
                <td>{formatUsdFromDollars(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  )
}

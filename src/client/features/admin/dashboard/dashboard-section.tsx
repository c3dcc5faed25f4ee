import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { AdminStats } from '@shared/admin/admin-data.schemas'
import { reportTierLabel } from '@shared/checkout/prices'
import { formatUsdFromDollars } from '@shared/format'
import { formatDate } from '@shared/format-date'
import { IconChartBar, IconCurrencyDollar, IconPercentage, IconUsers } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { QueryState } from '../../../components/query-state'
import { useAdminStats } from '../api/admin-queries'
import { SectionHeading } from '../components/section-heading'
import { DailyChart } from './daily-chart'

type Figure = {
  label: string
  value: string
  note: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
}

const figures = (s: AdminStats): Figure[] => [
  {
    label: 'Total Users',
    value: String(s.totalUsers),
    note: `${s.adminUsers} admin${s.adminUsers === 1 ? '' : 's'}`,
    icon: IconUsers,
  },
  {
    label: 'Total Revenue',
    value: formatUsdFromDollars(s.totalRevenue),
    note: `${s.paidReports} paid reports${s.refundedReports > 0 ? ` · ${formatUsdFromDollars(s.refunds)} refunded (${s.refundedReports})` : ''}`,
    icon: IconCurrencyDollar,
  },
  {
    label: 'Assessments',
    value: String(s.totalAssessments),
    note: `${s.completedAssessments} completed`,
    icon: IconChartBar,
  },
  {
    label: 'Conversion Rate',
    value: `${s.conversionRate}%`,
    note: 'Paid reports ÷ assessments',
    icon: IconPercentage,
  },
]

/** The console's overview: four figures, the last 30 days and the five newest reports. */
export function DashboardSection() {
  const stats = useAdminStats()
  if (!stats.data) return <QueryState error={stats.error} onRetry={() => stats.refetch()} />
  const s = stats.data
  return (
    <Stack gap="lg">
      <SectionHeading title="Dashboard" description="The business at a glance." />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} component="section" aria-label="Key figures">
        {figures(s).map(({ label, value, note, icon: Icon }) => (
          <Card key={label} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="sm" c="dimmed" fw={600}>
                {label}
              </Text>
              <Icon size={20} aria-hidden />
            </Group>
            <Text fz={28} fw={700} mt={4}>
              {value}
            </Text>
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <DailyChart daily={s.daily} />
      <Card withBorder radius="md" p="md">
        <Title order={3} fz="h4" mb="sm">
          Recent Activity
        </Title>
        {s.recentActivity.length === 0 ? (
          <Text c="dimmed">No reports yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {s.recentActivity.map((r) => (
              <Group key={r.id} component="li" justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {reportTierLabel(r.reportType)} report
                  </Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    Report {r.id}
                  </Text>
                </div>
                <div style={{ textAlign: 'right' }}>
                  <Text fw={600} size="sm">
                    {formatUsdFromDollars(r.amount)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(r.createdAt)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  )
}

import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core'
import type { User } from '@shared/auth/auth.schemas'
import { canHideReports } from '@shared/auth/entitlements'
import type { UserReport } from '@shared/reports/report.schemas'
import { pages } from '@shared/routes'
import { IconFileAnalytics } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { QueryState } from '../../../components/query-state'
import { toast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { useRemoveReport } from '../api/remove-report'
import { useUserReports } from '../api/user-reports'
import { CostPanel } from '../components/cost-panel'
import { ReportCard } from '../components/report-card'
import { SummaryCards } from '../components/summary-cards'
import { TabHeading } from '../components/tab-heading'
import { useReportChoice } from '../tools/report-choice'
import { ReportPicker } from '../tools/report-picker'

function EmptyReports() {
  return (
    <Card withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <IconFileAnalytics size={40} aria-hidden />
        <Title order={3} fz="h4">
          No Reports Yet
        </Title>
        <Text c="dimmed">Complete an assessment to generate your first PSP analysis report.</Text>
        <Button component={Link} to={pages.assessment.href({ id: 'start' })}>
          Start Assessment
        </Button>
      </Stack>
    </Card>
  )
}

/** My Reports and Analysis (spec §2). */
export function ReportsTab({ user }: { user: User }) {
  const reports = useUserReports()
  // The report every tab reads (the one picked, else the latest complete one); a closed report keeps its card.
  const { chosen } = useReportChoice()
  const shown = chosen ?? reports.data?.[0]
  const [removing, setRemoving] = useState<UserReport | null>(null)
  const remove = useRemoveReport()
  const now = new Date()
  const count = reports.data?.length ?? 0

  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: ({ message }) => {
        toast({ title: 'Report Removed', description: message, variant: 'success' })
        setRemoving(null)
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to remove the report.'),
          variant: 'destructive',
        }),
    })
  }

  return (
    <div>
      <TabHeading
        title="My Reports & Analysis"
        subtitle="Your saved analysis reports, with every provider ranked on your numbers."
        aside={
          <Badge size="lg" variant="light" aria-label={`${count} ${count === 1 ? 'report' : 'reports'}`}>
            {count} {count === 1 ? 'report' : 'reports'}
          </Badge>
        }
      />
      {reports.isPending || reports.isError ? (
        <QueryState error={reports.error} onRetry={() => reports.refetch()} />
      ) : (
        <Stack gap="lg">
          <ReportPicker />
          <SummaryCards report={shown} />
          {count === 0 ? (
            <EmptyReports />
          ) : (
            <>
              <CostPanel report={chosen ?? undefined} />
              <Stack gap="md">
                {reports.data.map((report) => (
                  <ReportCard
                    key={report.id}
                    report={report}
                    now={now}
                    onRemove={canHideReports(user) ? setRemoving : undefined}
                  />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this report?"
        message="The report leaves your dashboard and can no longer be downloaded from it. This cannot be undone."
        confirmLabel="Remove Report"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}

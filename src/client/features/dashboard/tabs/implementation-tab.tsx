import { Card, Text, Timeline } from '@mantine/core'
import { QueryState } from '../../../components/query-state'
import { useUserReports } from '../api/user-reports'
import { TabHeading } from '../components/tab-heading'

/** Implementation Roadmap: the plan of the user's latest report (a switch, or a better price where they are). */
export function ImplementationTab() {
  const reports = useUserReports()
  const report = reports.data?.find((r) => !r.expired)
  const best = report?.recommendations[0]?.pspProvider
  const top = best?.name
  // When the advice is to stay or to ask for a better price, the best match is the provider used today.
  const baseline = report?.savings as { baselineSource?: unknown; baselineProviderId?: unknown } | null
  const current =
    baseline?.baselineSource !== 'percentile_baseline' && baseline?.baselineProviderId === best?.id
  return (
    <div>
      <TabHeading
        title="Implementation Roadmap"
        subtitle={
          top
            ? current
              ? `Your plan with ${top}, your current provider, from your latest report.`
              : `Your plan for moving to ${top}, from your latest report.`
            : undefined
        }
      />
      {reports.isPending || reports.isError ? (
        <QueryState error={reports.error} onRetry={() => reports.refetch()} />
      ) : !report || report.implementationGuide.length === 0 ? (
        <Card withBorder radius="lg" p="lg">
          <Text fw={600}>No roadmap yet</Text>
          <Text size="sm" c="dimmed">
            Your roadmap comes with your report. Run a new assessment from Assessment History to make one.
          </Text>
        </Card>
      ) : (
        <Card withBorder radius="lg" p="lg">
          <Timeline active={-1} bulletSize={22} lineWidth={2}>
            {report.implementationGuide.map((step, i) => (
              <Timeline.Item key={step.title} title={`${i + 1}. ${step.title}`}>
                <Text size="sm" c="dimmed">
                  {step.detail}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      )}
    </div>
  )
}

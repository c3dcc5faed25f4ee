import { Button, Card, Stack, Text, Title } from '@mantine/core'
import { pages } from '@shared/routes'
import { IconClipboardList, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { QueryState } from '../../../components/query-state'
import { useUserAssessments } from '../api/user-assessments'
import { TabHeading } from '../components/tab-heading'
import { AssessmentCard } from '../history/assessment-card'
import { QuickAssessmentDialog } from '../history/quick-assessment-dialog'

/** Assessment History (spec §2). */
export function AssessmentHistoryTab({ onViewReport }: { onViewReport: () => void }) {
  const assessments = useUserAssessments()
  const [dialog, setDialog] = useState(false)
  return (
    <div>
      <TabHeading
        title="Assessment History"
        subtitle="Every assessment on your account, newest first."
        aside={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog(true)}>
            Start New Assessment
          </Button>
        }
      />
      {assessments.isPending || assessments.isError ? (
        <QueryState error={assessments.error} onRetry={() => assessments.refetch()} />
      ) : assessments.data.length === 0 ? (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <IconClipboardList size={40} aria-hidden />
            <Title order={3} fz="h4">
              No Assessments Yet
            </Title>
            <Text c="dimmed">Complete your first assessment to compare processors on your own numbers.</Text>
            <Button component="a" href={pages.home.href()} target="_blank" rel="noopener">
              Take the Free Assessment
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack gap="md">
          {assessments.data.map((a) => (
            <AssessmentCard key={a.id} assessment={a} onViewReport={onViewReport} />
          ))}
        </Stack>
      )}
      <QuickAssessmentDialog opened={dialog} onClose={() => setDialog(false)} />
    </div>
  )
}

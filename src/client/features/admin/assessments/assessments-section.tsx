import { Badge, Button, Card, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import type { AdminAssessment } from '@shared/admin/admin-data.schemas'
import { useState } from 'react'
import { QueryState } from '../../../components/query-state'
import { ScrollingTable } from '../../../components/scrolling-table'
import { useAdminAssessments } from '../api/admin-queries'
import { formatDate } from '../components/format'
import { SectionHeading } from '../components/section-heading'
import { AssessmentDetailsDialog } from './assessment-details-dialog'

const label = (value: string | null) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : '—')

/** Every assessment with its progress; a row's details open in a dialog. */
export function AssessmentsSection() {
  const assessments = useAdminAssessments()
  const [selected, setSelected] = useState<AdminAssessment | null>(null)
  if (!assessments.data) return <QueryState error={assessments.error} onRetry={() => assessments.refetch()} />
  return (
    <Stack gap="md">
      <SectionHeading
        title="Assessments"
        description="Every assessment, newest first, with how far it got."
      />
      <Card withBorder radius="md" p={0}>
        <ScrollingTable label="Assessments" minWidth={980}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>ID</Table.Th>
                <Table.Th>Business type</Table.Th>
                <Table.Th>Industry</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>Current step</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Details</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {assessments.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.email}</Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace">
                      {a.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>{label(a.businessType)}</Table.Td>
                  <Table.Td>{label(a.industryType)}</Table.Td>
                  <Table.Td miw={120}>
                    <Progress value={a.progressPercentage} aria-label={`${a.progressPercentage}% complete`} />
                    <Text size="xs" c="dimmed">
                      {a.progressPercentage}%
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {a.currentStep} of {a.maxStep}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge variant="filled" color={a.status === 'completed' ? 'teal.9' : 'indigo.9'}>
                      {a.status === 'completed' ? 'Completed' : 'In progress'}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(a.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setSelected(a)}
                      aria-label={`Details of ${a.id}`}
                    >
                      Details
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
        {assessments.data.length === 0 && (
          <Text c="dimmed" ta="center" p="lg">
            No assessments yet.
          </Text>
        )}
      </Card>
      {selected && <AssessmentDetailsDialog assessment={selected} onClose={() => setSelected(null)} />}
    </Stack>
  )
}

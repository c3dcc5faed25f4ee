import { Badge, Button, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import type { AdminAssessment } from '@shared/admin/admin-data.schemas'
import { formatDate } from '@shared/format-date'
import { useState } from 'react'
import { QueryState } from '../../../components/query-state'
import { useAdminAssessments } from '../api/admin-queries'
import { AdminTable } from '../components/admin-table'
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
      <AdminTable
        label="Assessments"
        minWidth={980}
        columns={[
          'Email',
          'ID',
          'Business type',
          'Industry',
          'Progress',
          'Current step',
          'Status',
          'Created',
          <VisuallyHidden key="details">Details</VisuallyHidden>,
        ]}
        empty={assessments.data.length === 0 && 'No assessments yet.'}
      >
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
      </AdminTable>
      {selected && <AssessmentDetailsDialog assessment={selected} onClose={() => setSelected(null)} />}
    </Stack>
  )
}

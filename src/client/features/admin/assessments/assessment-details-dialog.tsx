import { Alert, Code, Modal, SimpleGrid, Text } from '@mantine/core'
import type { AdminAssessment } from '@shared/admin/admin-data.schemas'
import { formatCount, formatUsdFromDollars } from '@shared/format'
import { formatDateTime } from '@shared/format-date'

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  )
}

/** One assessment's figures, its step and the raw answers; an unfinished one is flagged as abandoned. */
export function AssessmentDetailsDialog({
  assessment: a,
  onClose,
}: {
  assessment: AdminAssessment
  onClose: () => void
}) {
  return (
    <Modal opened onClose={onClose} title="Assessment Details" size="lg">
      {a.status === 'in_progress' && (
        <Alert color="yellow" mb="md" title="Abandoned">
          This assessment was abandoned at step {a.currentStep} of {a.maxStep} ({a.stepDescription}).
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label="Email" value={a.email} />
        <Field label="Created" value={formatDateTime(a.createdAt)} />
        <Field
          label="Monthly transactions"
          value={a.monthlyTransactions === null ? 'Not given' : formatCount(a.monthlyTransactions)}
        />
        <Field
          label="Total monthly amount"
          value={a.totalMonthlyVolume === null ? 'Not given' : formatUsdFromDollars(a.totalMonthlyVolume)}
        />
        <Field label="Step" value={`${a.currentStep} of ${a.maxStep}`} />
        <Field label="Step description" value={a.stepDescription} />
      </SimpleGrid>
      <Text fw={700} mt="lg" mb="xs">
        Raw assessment data
      </Text>
      <Code block style={{ maxHeight: 260, overflow: 'auto' }}>
        {JSON.stringify(a.assessmentData, null, 2)}
      </Code>
    </Modal>
  )
}

import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  currentProviderLabel,
  HISTORY_FEATURE_LABELS,
  HISTORY_INDUSTRY_LABELS,
  TIMELINE_LABELS,
} from '@shared/assessment/history-labels'
import type { UserAssessment } from '@shared/assessment/user-assessment.schemas'
import { formatCount, formatUsd } from '@shared/format'
import { toCents } from '@shared/pricing/money'
import { format } from 'date-fns'
import type { ReactNode } from 'react'

const typeTitle = (type: string | null) => (type ? `${type[0]?.toUpperCase()}${type.slice(1)}` : 'Business')

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  )
}

const Line = ({ label, value }: { label: string; value: string }) => (
  <Text size="sm">
    <Text span c="dimmed">
      {label}:
    </Text>{' '}
    {value}
  </Text>
)

/** One assessment in the history, as spec §2 lays it out. */
export function AssessmentCard({
  assessment,
  onViewReport,
}: {
  assessment: UserAssessment
  onViewReport: () => void
}) {
  const data = assessment.assessmentData
  const count = data.monthlyTransactions
  const average = data.averageTransactionAmount
  return (
    <Card withBorder radius="lg" p="md" data-testid="assessment-card">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={3} fz="md">
            {typeTitle(assessment.businessType)} Business Assessment
          </Title>
          <Text size="sm" c="dimmed">
            Completed {format(new Date(assessment.createdAt), "MMMM d, yyyy 'at' h:mm a")}
          </Text>
        </div>
        <Group gap={6}>
          <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
            Assessment #{assessment.id}
          </Badge>
          {assessment.reportId && (
            <Badge color="teal.9" variant="filled">
              Report Generated
            </Badge>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="md">
        <Section title="Business Information">
          <Line label="Type" value={typeTitle(data.businessType)} />
          <Line
            label="Industry"
            value={HISTORY_INDUSTRY_LABELS[data.industryType ?? ''] ?? data.industryType ?? '—'}
          />
          {data.industryOther && <Line label="Other Industry" value={data.industryOther} />}
        </Section>
        <Section title="Transaction Volume">
          <Line label="Monthly transactions" value={count === null ? '—' : formatCount(count)} />
          <Line label="Average amount" value={average === null ? '—' : formatUsd(toCents(average))} />
          <Line
            label="Monthly volume"
            value={count === null || average === null ? '—' : formatUsd(Math.round(count * toCents(average)))}
          />
        </Section>
        <Section title="Current Setup">
          <Line label="Current provider" value={currentProviderLabel(data.currentProvider)} />
          <Line label="Timeline" value={TIMELINE_LABELS[data.timeline ?? ''] ?? 'Not given'} />
        </Section>
      </SimpleGrid>
      {data.features.length > 0 && (
        <Group gap={6} mt="md">
          {data.features.map((f) => (
            <Badge key={f} variant="light" size="sm" style={{ textTransform: 'none' }}>
              {HISTORY_FEATURE_LABELS[f] ?? f}
            </Badge>
          ))}
        </Group>
      )}
      <Group justify="space-between" mt="md" gap="xs">
        <Text size="xs" c="dimmed">
          {data.step === undefined ? 'Complete' : `Assessment completed (${data.step}/6 steps)`}
        </Text>
        {assessment.reportId && (
          <Button size="xs" variant="light" onClick={onViewReport}>
            View Report
          </Button>
        )}
      </Group>
    </Card>
  )
}

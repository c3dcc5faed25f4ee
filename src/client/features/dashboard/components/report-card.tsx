import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core'
import { REPORT_LABELS } from '@shared/checkout/prices'
import type { UserReport } from '@shared/reports/report.schemas'
import { remainingTime, reportStatus } from '@shared/reports/report-summary'
import { IconDownload, IconMail, IconShare, IconTrash } from '@tabler/icons-react'
import { format } from 'date-fns'
import { toast } from '../../../components/toast'
import { useDownloadReport } from '../../../lib/api/report-download'
import { usePublicConfig } from '../../../lib/config-context'
import { useReportDocument } from '../api/report-document'
import { RefundRequest } from './refund-request'
import { emailReport, reportDocumentLabel, shareReport } from './report-sharing'

type Props = {
  report: UserReport
  now: Date
  /** Enterprise owners may remove a report from the dashboard. */
  onRemove?: (report: UserReport) => void
}

/** One report: status, time left, the document, and its actions (all disabled once expired; spec §2, §6). */
export function ReportCard({ report, now, onRemove }: Props) {
  const refunded = report.refund.status === 'refunded'
  const status = refunded ? 'Refunded' : reportStatus(report, now)
  const expired = refunded || status === 'Expired'
  const downloading = useDownloadReport()
  const pdf = useReportDocument(report)
  const title = REPORT_LABELS[report.reportType]
  const { brandName } = usePublicConfig()

  const download = () =>
    downloading.mutate(report.id, {
      onSuccess: () =>
        toast({
          title: 'Report Downloaded',
          description: 'Your PDF analysis report has been downloaded successfully.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Download Failed',
          description: 'Failed to download the report. Please try again.',
          variant: 'destructive',
        }),
    })

  return (
    <Card withBorder radius="lg" p="md" data-testid="report-card">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} fz="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            Created {format(new Date(report.createdAt), 'MMMM d, yyyy')} ·{' '}
            {remainingTime(report.expiresAt, now)}
          </Text>
          <Text size="sm" c="dimmed">
            {reportDocumentLabel(pdf)}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge color={expired ? 'gray.7' : 'teal.9'} variant="filled">
            {status}
          </Badge>
          {onRemove && (
            <Tooltip label="Remove from dashboard">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${title} from your dashboard`}
                onClick={() => onRemove(report)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Group gap="xs" mt="md">
        <Button
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={expired}
          loading={downloading.isPending}
          onClick={download}
        >
          Download PDF
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
          disabled={expired}
          onClick={() => emailReport(report, brandName)}
        >
          Email
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconShare size={16} aria-hidden />}
          disabled={expired}
          onClick={() => shareReport(report, brandName)}
        >
          Share
        </Button>
        <RefundRequest report={report} />
      </Group>
    </Card>
  )
}

import { Alert, Badge, Button, Stack, Table, Text } from '@mantine/core'
import type { AdminReport } from '@shared/admin/admin-data.schemas'
import { reportTierLabel } from '@shared/checkout/prices'
import { formatUsdFromDollars } from '@shared/format'
import { formatDate } from '@shared/format-date'
import { IconDownload, IconReceiptRefund } from '@tabler/icons-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { QueryState } from '../../../components/query-state'
import { useDownloadReport } from '../../../lib/api/report-download'
import { useAdminReports } from '../api/admin-queries'
import { useRefundReport } from '../api/refund-report'
import { AdminTable } from '../components/admin-table'
import { failed, succeeded } from '../components/notify'
import { SectionHeading } from '../components/section-heading'

function RefundCell({ report, onRefund }: { report: AdminReport; onRefund: (r: AdminReport) => void }) {
  if (report.refund.status === 'refunded') {
    return (
      <Badge variant="filled" color="gray.7">
        Refunded
      </Badge>
    )
  }
  const requested = report.refund.status === 'requested'
  if (!requested && report.amount <= 0) return null
  return (
    <Stack gap={4} align="flex-start">
      {requested && (
        <Badge variant="filled" color="orange.9">
          Refund requested
        </Badge>
      )}
      {requested && report.refund.reason && (
        <Text size="xs" c="dimmed" maw={220}>
          “{report.refund.reason}”
        </Text>
      )}
      <Button
        size="xs"
        variant={requested ? 'filled' : 'subtle'}
        color="red"
        leftSection={<IconReceiptRefund size={14} aria-hidden />}
        onClick={() => onRefund(report)}
        aria-label={`Refund report ${report.id}`}
      >
        Refund
      </Button>
    </Stack>
  )
}

/** Every report with its amount, paid state and refund; the PDF is the one its buyer downloads. */
export function ReportsSection() {
  const reports = useAdminReports()
  const [refunding, setRefunding] = useState<AdminReport | null>(null)
  const refund = useRefundReport()
  const download = useDownloadReport()
  const confirmRefund = (id: string) =>
    refund.mutate(id, {
      onSuccess: () => {
        setRefunding(null)
        succeeded('Report Refunded', 'The payment was refunded and the customer has been emailed.')
      },
      onError: (error) => failed(error, 'Failed to refund the report'),
    })
  const downloadPdf = (id: string) =>
    download.mutate(id, {
      onSuccess: () => succeeded('Report Downloaded', 'The PDF report has been downloaded.'),
      onError: (error) => failed(error, 'Failed to download the report'),
    })
  if (!reports.data) return <QueryState error={reports.error} onRetry={() => reports.refetch()} />
  const count = reports.data.length
  const requests = reports.data.filter((r) => r.refund.status === 'requested').length
  return (
    <Stack gap="md">
      <SectionHeading title="Reports" description="Every report bought, newest first." />
      {requests > 0 && (
        <Alert color="orange" variant="light" title="Refund requests">
          {requests === 1 ? 'One customer is' : `${requests} customers are`} waiting for a refund under the
          3-day money-back guarantee.
        </Alert>
      )}
      <AdminTable
        label="Reports"
        minWidth={1100}
        columns={['Report', 'Assessment ID', 'Type', 'Amount', 'Payment', 'Expires', 'PDF', 'Refund']}
        empty={count === 0 && 'No reports yet.'}
      >
        {reports.data.map((r, i) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Text fw={600} size="sm">
                #{count - i}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {r.id}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs" ff="monospace">
                {r.assessmentId}
              </Text>
            </Table.Td>
            <Table.Td>{reportTierLabel(r.reportType)}</Table.Td>
            <Table.Td>{formatUsdFromDollars(r.amount)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Badge variant="filled" color={r.isPaid ? 'teal.9' : 'gray.7'}>
                {r.isPaid ? 'Paid' : 'Unpaid'}
              </Badge>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.expiresAt)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={download.isPending && download.variables === r.id}
                onClick={() => downloadPdf(r.id)}
                aria-label={`Download PDF of report ${r.id}`}
              >
                Download PDF
              </Button>
            </Table.Td>
            <Table.Td miw={170}>
              <RefundCell report={r} onRefund={setRefunding} />
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        opened={refunding !== null}
        title="Refund this report?"
        message={`The customer gets ${refunding ? formatUsdFromDollars(refunding.amount) : ''} back through the payment gateway, the report is revoked and the customer is emailed. This cannot be undone.`}
        confirmLabel="Refund"
        destructive
        pending={refund.isPending}
        onConfirm={() => refunding && confirmRefund(refunding.id)}
        onClose={() => setRefunding(null)}
      />
    </Stack>
  )
}

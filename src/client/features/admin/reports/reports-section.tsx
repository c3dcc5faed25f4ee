import { Badge, Button, Card, Stack, Table, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { ScrollingTable } from '../../../components/scrolling-table'
import { useAdminReports } from '../api/admin-queries'
import { downloadReportPdf } from '../api/report-download'
import { formatDate, formatMoney, reportTypeLabel } from '../components/format'
import { LoadingState } from '../components/loading-state'
import { failed, succeeded } from '../components/notify'
import { SectionHeading } from '../components/section-heading'

/** Every report with its amount and paid state; the PDF is the one its buyer downloads. */
export function ReportsSection() {
  const reports = useAdminReports()
  const download = useMutation({
    mutationFn: downloadReportPdf,
    onSuccess: () => succeeded('Report Downloaded', 'The PDF report has been downloaded.'),
    onError: (error) => failed(error, 'Failed to download the report'),
  })
  if (!reports.data) return <LoadingState error={reports.error} onRetry={() => reports.refetch()} />
  const count = reports.data.length
  return (
    <Stack gap="md">
      <SectionHeading title="Reports" description="Every report bought, newest first." />
      <Card withBorder radius="md" p={0}>
        <ScrollingTable label="Reports" minWidth={860}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Report</Table.Th>
                <Table.Th>Assessment ID</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Payment</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>PDF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
                  <Table.Td>{reportTypeLabel(r.reportType)}</Table.Td>
                  <Table.Td>{formatMoney(r.amount)}</Table.Td>
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
                      onClick={() => download.mutate(r.id)}
                      aria-label={`Download PDF of report ${r.id}`}
                    >
                      Download PDF
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
        {count === 0 && (
          <Text c="dimmed" ta="center" p="lg">
            No reports yet.
          </Text>
        )}
      </Card>
    </Stack>
  )
}

import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { countOf, formatCount, formatPercentFixed, formatUsdFromDollars } from '@shared/format'
import {
  IMPORT_FORMAT_LABELS,
  IMPORT_FORMATS,
  IMPORT_MAX_BYTES,
  type ImportFigures,
  type ImportFormat,
  type TransactionImport,
} from '@shared/imports/import.schemas'
import { useState } from 'react'
import { toast } from '../../../../components/toast'
import { errorMessage } from '../../../../lib/api-client'
import { useImport, useImportMutations, useImports } from '../../api/imports'
import { QuickAssessmentDialog } from '../../history/quick-assessment-dialog'

/** A share of the payments (0.25) as it reads: 25.0%. */
const share = (fraction: number) => formatPercentFixed(fraction * 100, 1)
const FORMAT_OPTIONS = [
  { value: 'auto', label: 'Recognise it from the header' },
  ...IMPORT_FORMATS.filter((f) => f !== 'generic').map((f) => ({ value: f, label: IMPORT_FORMAT_LABELS[f] })),
]

function Figures({ figures }: { figures: ImportFigures }) {
  const cells: [string, string][] = [
    ['Card volume', formatUsdFromDollars(figures.volume)],
    ['Payments', formatCount(figures.transactionCount)],
    ['Average ticket', formatUsdFromDollars(figures.averageTicket)],
    ['Fees paid', figures.fees === null ? 'Not in the export' : formatUsdFromDollars(figures.fees)],
    ['Effective rate', figures.effectiveRate === null ? '—' : `${formatPercentFixed(figures.effectiveRate)}`],
    [
      'In person / online / keyed',
      `${share(figures.entryModes.inPerson)} / ${share(figures.entryModes.online)} / ${share(figures.entryModes.keyed)}`,
    ],
    [
      'Debit / credit',
      // Square and PayPal exports name no card type: everything is unknown then, not 0% of each.
      figures.fundingMix.unknown >= 1
        ? 'Not in the export'
        : `${share(figures.fundingMix.debit + figures.fundingMix.prepaid)} / ${share(figures.fundingMix.credit)}`,
    ],
    [
      'Foreign cards',
      figures.internationalShare === null ? 'Not in the export' : share(figures.internationalShare),
    ],
    ['Refunds', `${figures.refunds.count} (${formatUsdFromDollars(figures.refunds.amount)})`],
    ['Disputes', `${figures.disputes.count} (${formatUsdFromDollars(figures.disputes.amount)})`],
  ]
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {cells.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600}>
            {value}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  )
}

function Repriced({ id }: { id: string }) {
  const detail = useImport(id)
  const [assessing, setAssessing] = useState(false)
  if (detail.isPending) return <Text size="sm">Repricing every provider on your months…</Text>
  if (detail.isError) return <Text c="red">{errorMessage(detail.error)}</Text>
  const r = detail.data.repricing
  if (!r) return <Text size="sm">No month of this file could be priced.</Text>
  const request = detail.data.estimateRequest
  return (
    <Stack gap="xs">
      {request && (
        <>
          <Group>
            <Button variant="light" onClick={() => setAssessing(true)}>
              Make a report from {r.basisMonth}
            </Button>
          </Group>
          <QuickAssessmentDialog
            opened={assessing}
            onClose={() => setAssessing(false)}
            fromImport={{ id, label: detail.data.formatLabel, month: r.basisMonth, request }}
          />
        </>
      )}
      <Text size="sm">
        {r.paidTotal === null
          ? `What each provider would have charged for ${countOf(r.months.length, 'month')}:`
          : `You paid ${formatUsdFromDollars(r.paidTotal)} in ${countOf(r.months.length, 'month')}. What each provider would have charged for the same payments:`}
      </Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Provider</Table.Th>
            <Table.Th>Would have charged</Table.Th>
            <Table.Th>Difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.providers.slice(0, 8).map((p) => (
            <Table.Tr key={p.providerId}>
              <Table.Td>
                {p.name}
                {p.ticketAdjustment && (
                  <Text size="xs" c="dimmed">
                    Fixed fees on your real ticket sizes:{' '}
                    {formatUsdFromDollars(p.ticketAdjustment.difference)} vs the average ticket
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatUsdFromDollars(p.total)}</Table.Td>
              <Table.Td>
                {p.differenceFromPaid === null ? '—' : formatUsdFromDollars(p.differenceFromPaid)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {r.notes.map((n) => (
        <Text key={n} size="xs" c="dimmed">
          {n}
        </Text>
      ))}
    </Stack>
  )
}

function ImportCard({
  item,
  onDelete,
  deleting,
}: {
  item: Omit<TransactionImport, 'repricing'>
  onDelete: () => void
  deleting: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <Stack gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <Group justify="space-between">
        <Group gap="xs">
          <Badge variant="light">{item.formatLabel}</Badge>
          <Text size="sm">
            {item.firstDate} to {item.lastDate}
          </Text>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide providers' : 'Compare providers'}
          </Button>
          <Button size="xs" variant="subtle" color="red" loading={deleting} onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Group>
      <Figures figures={item.overall} />
      {open && <Repriced id={item.id} />}
    </Stack>
  )
}

/** Use my real numbers: upload a processor's export, see its figures and every provider repriced on them. */
export function RealNumbersPanel() {
  const imports = useImports()
  const { upload, remove } = useImportMutations()
  const [file, setFile] = useState<File | null>(null)
  const [format, setFormat] = useState<ImportFormat | 'auto'>('auto')
  const submit = () => {
    if (!file) return
    upload.mutate(
      { file, format },
      {
        onSuccess: () => {
          setFile(null)
          toast({
            title: 'Import ready',
            description: 'Your payments were read; only monthly totals are kept.',
          })
        },
        onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
      },
    )
  }
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Use my real numbers
      </Title>
      <Text size="sm">
        Upload the transactions export (CSV) from Square, Stripe, PayPal, Shopify Payments or Clover, up to{' '}
        {IMPORT_MAX_BYTES / 1024 / 1024} MB. We keep monthly totals only: no card numbers, customers or rows.
      </Text>
      <Group align="end">
        <FileInput
          label="Export file"
          description="A CSV file"
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
        />
        <Select
          label="Format"
          miw={260}
          data={FORMAT_OPTIONS}
          value={format}
          onChange={(v) => setFormat((v ?? 'auto') as ImportFormat | 'auto')}
          allowDeselect={false}
        />
        <Button onClick={submit} disabled={!file} loading={upload.isPending}>
          Import
        </Button>
      </Group>
      {upload.isError && <Alert color="red">{errorMessage(upload.error)}</Alert>}
      {imports.isPending && <Text size="sm">Loading your imports…</Text>}
      {imports.isError && <Text c="red">{errorMessage(imports.error)}</Text>}
      {imports.data?.length === 0 && <Text size="sm">No imports yet.</Text>}
      {imports.data?.map((item) => (
        <ImportCard
          key={item.id}
          item={item}
          deleting={remove.isPending && remove.variables === item.id}
          onDelete={() =>
            remove.mutate(item.id, {
              onSuccess: () => toast({ title: 'Import deleted', description: 'Its figures are gone.' }),
              onError: (err) =>
                toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
            })
          }
        />
      ))}
    </Stack>
  )
}

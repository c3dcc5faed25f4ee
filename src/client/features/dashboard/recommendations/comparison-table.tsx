import { Table, Title } from '@mantine/core'
import { formatUsdFromDollars } from '@shared/format'
import { ScrollingTable } from '../../../components/scrolling-table'
import { monthlyCostLabel, transactionFee } from './fees'
import type { ProviderView } from './provider-views'

/** The top four side by side (spec §2, §9). */
export function ComparisonTable({ views }: { views: readonly ProviderView[] }) {
  const top = views.slice(0, 4)
  if (top.length < 2) return null
  const rows: [string, (v: ProviderView) => string][] = [
    ['Match score', (v) => (v.matchScore === null ? '—' : `${Math.round(v.matchScore)}%`)],
    ['Monthly cost', monthlyCostLabel],
    ['Transaction fee', transactionFee],
    ['Monthly fee', (v) => formatUsdFromDollars(v.monthlyFee)],
    ['Setup fee', (v) => formatUsdFromDollars(v.setupFee)],
    ['Contract', (v) => v.details?.contractTerms ?? '—'],
  ]
  return (
    <div>
      <Title order={3} fz="lg" mb="sm">
        Side-by-side comparison
      </Title>
      <ScrollingTable label="Side-by-side comparison" minWidth={560}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Provider</Table.Th>
              {top.map((v) => (
                <Table.Th key={v.id} scope="col">
                  {v.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                {top.map((v) => (
                  <Table.Td key={v.id}>{value(v)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    </div>
  )
}

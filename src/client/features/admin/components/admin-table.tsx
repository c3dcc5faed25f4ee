import { Card, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { ScrollingTable } from '../../../components/scrolling-table'

type Props = {
  /** Names the scrolling region for the keyboard and screen readers. */
  label: string
  minWidth: number
  columns: ReactNode[]
  /** Shown under the header when there are no rows. */
  empty?: string | false
  children: ReactNode
}

/** A console list: a framed table that scrolls sideways on narrow screens, with a line when it is empty. */
export function AdminTable({ label, minWidth, columns, empty, children }: Props) {
  return (
    <Card withBorder radius="md" p={0}>
      <ScrollingTable label={label} minWidth={minWidth}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, i) => (
                // Columns are fixed per table and never reordered.
                // biome-ignore lint/suspicious/noArrayIndexKey: a header's position is its identity
                <Table.Th key={i}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollingTable>
      {empty && (
        <Text c="dimmed" ta="center" p="lg">
          {empty}
        </Text>
      )}
    </Card>
  )
}

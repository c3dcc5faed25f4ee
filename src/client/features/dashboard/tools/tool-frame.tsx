import { Alert, Card, ScrollArea, Table, Tabs, Text } from '@mantine/core'
import { INDUSTRY_LABELS } from '@shared/catalogue/taxonomy'
import { formatCount, formatUsd } from '@shared/format'
import { IconInfoCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { QueryState } from '../../../components/query-state'
import { TabHeading } from '../components/tab-heading'
import { ReportPicker } from './report-picker'
import { type ToolData, useToolData } from './use-tool-data'

export type ToolTab = { value: string; label: string; render: () => ReactNode }

/** A paid tool: heading, the figures it works from, and its tabs (only the open one is rendered). */
export function ToolFrame({
  title,
  subtitle,
  aside,
  tabs,
  value,
  onChange,
}: {
  title: string
  subtitle: string
  aside?: ReactNode
  tabs: ToolTab[]
  value?: string
  onChange?: (value: string) => void
}) {
  return (
    <div>
      <TabHeading title={title} subtitle={subtitle} aside={aside} />
      <Tabs
        defaultValue={value ? undefined : tabs[0]?.value}
        value={value}
        onChange={(v) => v && onChange?.(v)}
        keepMounted={false}
        variant="outline"
        radius="md"
      >
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.render()}
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  )
}

/** Loads the tool figures; shows the tool's heading with a loading or error state until they are there. */
export function WithToolData({
  title,
  children,
}: {
  title: string
  children: (data: ToolData) => ReactNode
}) {
  const { data, error, retry } = useToolData()
  if (!data) {
    return (
      <div>
        <TabHeading title={title} />
        <QueryState error={error} onRetry={retry} />
      </div>
    )
  }
  return (
    <>
      <ReportPicker />
      {children(data)}
    </>
  )
}

/** Where the figures come from, said on screen. */
export function Assumptions({ data, extra }: { data: ToolData; extra?: string }) {
  const m = data.merchant
  const base = data.example
    ? `Example figures: ${formatCount(m.transactions)} transactions and ${formatUsd(m.volumeCents)} a month (retail). Complete an assessment to see your own.`
    : `${data.source} ${formatCount(m.transactions)} transactions and ${formatUsd(m.volumeCents)} a month, ${INDUSTRY_LABELS[m.industry].toLowerCase()}${data.currentName ? `, ${data.currentName}` : ''}.`
  const today = data.hasCurrentDeal ? ` ${data.basis}` : ''
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} mb="md" p="sm">
      <Text size="sm" data-testid="tool-source">
        {base}
        {today} Other providers' costs are the report's estimates from their published fees and your card mix.
        {extra ? ` ${extra}` : ''}
      </Text>
    </Alert>
  )
}

/** A compact table that scrolls sideways on phones. */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Card withBorder radius="md" p={0}>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="xs" miw={head.length > 3 ? 520 : undefined}>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((cells, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and static per render
              <Table.Tr key={i}>
                {cells.map((c, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <Table.Td key={j}>{c}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Card>
  )
}

import { Badge, Stack, Text } from '@mantine/core'
import type { Severity } from '@shared/tools/hidden-fees'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'
import { hiddenFees } from './hidden-fees'

const SEVERITY_COLOR: Record<Severity, string> = { high: 'red.9', medium: '#9a3412', low: 'gray.7' }

/**
 * Hidden Fees (spec §9 list): which of them the user's current provider charges, from its published pricing as
 * the report recorded it, and what they cost the user a month.
 */
export function HiddenFeesPanel({ data }: { data: ToolData }) {
  const h = hiddenFees(data)
  return (
    <Stack gap="md">
      <Text size="sm">{h.intro}</Text>
      <DataTable
        caption={h.caption}
        head={['Fee', 'Typical', 'Severity', h.who]}
        rows={h.rows.map((c) => [
          c.name,
          c.typical,
          <Badge key="s" color={SEVERITY_COLOR[c.severity]} variant="filled">
            {c.severity}
          </Badge>,
          c.yours,
        ])}
      />
      {h.total && <Text fw={600}>{h.total}</Text>}
    </Stack>
  )
}

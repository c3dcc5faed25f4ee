import { Paper, Table, Text, ThemeIcon } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'

const ROWS: [string, boolean][] = [
  ['Your top recommendation with match score', true],
  ['Reasons and estimated monthly cost', true],
  ['Every provider ranked for your business', false],
  ['Line-by-line cost breakdown and assumptions', false],
  ['Step-by-step implementation guide', false],
  ['Downloadable PDF report', false],
]

const Mark = ({ yes, label }: { yes: boolean; label: string }) => (
  <ThemeIcon
    size="sm"
    radius="xl"
    color={yes ? 'teal' : 'gray'}
    variant={yes ? 'filled' : 'light'}
    role="img"
    aria-label={label}
  >
    {yes ? <IconCheck size={12} /> : <IconX size={12} />}
  </ThemeIcon>
)

export function PlanComparison({ price }: { price: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Table verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Caption>
          <Text size="sm" c="dimmed">
            Free recommendation versus the full report ({price})
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>What you get</Table.Th>
            <Table.Th ta="center">Free</Table.Th>
            <Table.Th ta="center">Full report</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map(([label, free]) => (
            <Table.Tr key={label}>
              <Table.Td>
                <Text size="sm">{label}</Text>
              </Table.Td>
              <Table.Td ta="center">
                <Mark yes={free} label={free ? 'Included' : 'Not included'} />
              </Table.Td>
              <Table.Td ta="center">
                <Mark yes label="Included" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

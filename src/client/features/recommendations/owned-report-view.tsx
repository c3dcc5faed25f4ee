import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { AssessmentResponse } from '@shared/assessment/assessment.schemas'
import { countOf, formatUsd } from '@shared/format'
import { pages } from '@shared/routes'
import { IconFileAnalytics } from '@tabler/icons-react'
import { Link } from 'react-router'
import { ScrollingTable } from '../../components/scrolling-table'
import { TopProviderCard } from './components/top-provider-card'

/** The results page for the buyer of this assessment's report: unlocked, nothing left to sell. */
export function OwnedReportView({ data }: { data: AssessmentResponse }) {
  const [top] = data.recommendations
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            Your Recommendations
          </Title>
          <Badge color="teal.9" variant="filled">
            Full report unlocked
          </Badge>
        </Group>
        <Text c="dimmed">
          You own the full report for this assessment: {data.optionsAnalysed === 1 ? 'the' : 'all'}{' '}
          {countOf(data.optionsAnalysed, 'payment processor')}, ranked on your answers.
        </Text>
      </Stack>
      <Group>
        <Button
          component={Link}
          to={pages.dashboard.href({ tab: 'reports' })}
          size="md"
          leftSection={<IconFileAnalytics size={18} aria-hidden />}
        >
          View your report
        </Button>
      </Group>
      {top && (
        <TopProviderCard
          top={top}
          savings={data.savings}
          optionsAnalysed={data.optionsAnalysed}
          highest={data.recommendations.every((r) => r.matchScore <= top.matchScore)}
        />
      )}
      <Card withBorder radius="lg" p="md">
        <Title order={2} fz="xl" mb="sm">
          Every option, ranked
        </Title>
        <ScrollingTable label="Every option, ranked" minWidth={420}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">Provider</Table.Th>
                <Table.Th scope="col" ta="right">
                  Match
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Monthly cost
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.recommendations.map((r, i) => (
                <Table.Tr key={r.pspProvider.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{r.pspProvider.name}</Table.Td>
                  <Table.Td ta="right">{Math.round(r.matchScore)}%</Table.Td>
                  <Table.Td ta="right">{formatUsd(r.estimatedMonthlyCostCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      </Card>
    </Stack>
  )
}

import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core'
import { microsToDollars, SAMPLE_KEYWORD_COUNT, type SyncKeywordsResult } from '@shared/blog/ads.schemas'
import { formatCount } from '@shared/format'
import { formatDate } from '@shared/format-date'
import { format, subDays } from 'date-fns'
import { useState } from 'react'
import { IconInfoCircle, IconRefresh, IconSparkles } from '../../components/icons'
import { toast } from '../../components/toast'
import { useKeywords, useSyncKeywords } from './ads-api'
import { useGenerateDraft } from './blog-admin-api'

const day = (d: Date) => format(d, 'yyyy-MM-dd')

export function KeywordSync({ onDraft }: { onDraft: (slug: string) => void }) {
  const [startDate, setStartDate] = useState(() => day(subDays(new Date(), 30)))
  const [endDate, setEndDate] = useState(() => day(new Date()))
  const [lastSync, setLastSync] = useState<SyncKeywordsResult | null>(null)
  const keywords = useKeywords()
  const sync = useSyncKeywords()
  const generate = useGenerateDraft()
  const rows = keywords.data ?? []

  const onSync = () => {
    if (!startDate || !endDate) {
      toast({
        title: 'Validation Error',
        description: 'Please select both start and end dates',
        variant: 'destructive',
      })
      return
    }
    sync.mutate({ startDate, endDate }, { onSuccess: setLastSync })
  }

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            type="date"
            label="Start date"
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
            w={{ base: '100%', xs: 180 }}
          />
          <TextInput
            type="date"
            label="End date"
            value={endDate}
            onChange={(e) => setEndDate(e.currentTarget.value)}
            w={{ base: '100%', xs: 180 }}
          />
          <Button leftSection={<IconRefresh size={16} />} onClick={onSync} loading={sync.isPending}>
            Sync Keywords
          </Button>
        </Group>
        {lastSync ? (
          <Text size="sm" mt="sm" c="dimmed">
            Last sync: {lastSync.processed} of {lastSync.total} keywords processed.
          </Text>
        ) : null}
      </Paper>

      {lastSync?.total === SAMPLE_KEYWORD_COUNT ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title="Sample data">
          No ads account credentials are configured, so the sync stored 5 sample keywords for
          payment-processing searches. Connect an ads account to sync your real keyword metrics.
        </Alert>
      ) : null}

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Keyword</Table.Th>
                <Table.Th>Match type</Table.Th>
                <Table.Th ta="right">Clicks</Table.Th>
                <Table.Th ta="right">Impressions</Table.Th>
                <Table.Th ta="right">Cost</Table.Th>
                <Table.Th ta="right">CPC</Table.Th>
                <Table.Th>Last seen</Table.Th>
                <Table.Th ta="right">Draft</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((k) => (
                <Table.Tr key={k.id}>
                  <Table.Td fw={600}>{k.term}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" size="sm">
                      {k.matchType}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(k.clicks)}</Table.Td>
                  <Table.Td ta="right">{formatCount(k.impressions)}</Table.Td>
                  <Table.Td ta="right">${microsToDollars(k.costMicros)}</Table.Td>
                  <Table.Td ta="right">${microsToDollars(k.cpcMicros)}</Table.Td>
                  <Table.Td>{k.lastSeenAt ? formatDate(k.lastSeenAt) : '—'}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconSparkles size={14} />}
                      loading={generate.isPending && generate.variables === k.term}
                      onClick={() => generate.mutate(k.term, { onSuccess: (post) => onDraft(post.slug) })}
                    >
                      Generate Draft
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text ta="center" c="dimmed" py="lg">
                      {keywords.isLoading
                        ? 'Loading keywords...'
                        : 'No keywords yet. Choose a date range and sync.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  )
}

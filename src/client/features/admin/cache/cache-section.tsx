import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { CacheFigures } from '@shared/cache/cache.schemas'
import { formatCount } from '@shared/format'
import { IconRefresh, IconTrash } from '@tabler/icons-react'
import { format } from 'date-fns'
import { failure, succeeded } from '../components/notify'
import { useCacheStatus, useClearCache } from './api/cache-api'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </div>
  )
}

function CacheCard({ cache }: { cache: CacheFigures }) {
  return (
    <Card withBorder radius="md" p="lg" data-testid={`cache-${cache.id}`}>
      <Title order={3} fz="lg">
        {cache.name}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {cache.description}
      </Text>
      <Group grow>
        <Figure label="Entries" value={formatCount(cache.entries)} />
        <Figure label="Hit rate" value={cache.hitRate === null ? '—' : `${cache.hitRate}%`} />
        <Figure label="Hits / misses" value={`${formatCount(cache.hits)} / ${formatCount(cache.misses)}`} />
      </Group>
    </Card>
  )
}

export function CacheSection() {
  const { data, isPending, isError, refetch, isFetching } = useCacheStatus()
  const clear = useClearCache()
  return (
    <Stack>
      <Title order={2}>Cache</Title>
      <Alert variant="light" title="Caching policy">
        <List size="sm" spacing={4}>
          <List.Item>HTML and API responses are not cached.</List.Item>
          <List.Item>Static assets are cached for 1 year.</List.Item>
        </List>
      </Alert>
      {isPending && <Text c="dimmed">Loading cache figures…</Text>}
      {isError && <Text c="red.8">Failed to load cache figures. Please refresh the page.</Text>}
      {data && (
        <>
          <Text size="sm" c="dimmed">
            What this server instance keeps and reuses (the report PDFs are stored for every instance),
            counted since {format(new Date(data.since), "MMMM d, yyyy 'at' h:mm a")}.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {data.caches.map((c) => (
              <CacheCard key={c.id} cache={c} />
            ))}
          </SimpleGrid>
        </>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => refetch()}
          loading={isFetching}
        >
          Refresh
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          loading={clear.isPending}
          onClick={() =>
            clear.mutate(undefined, {
              onSuccess: () => succeeded('Cache Cleared', 'The page render and catalogue caches are empty.'),
              onError: failure('Failed to clear cache'),
            })
          }
        >
          Clear Cache
        </Button>
      </Group>
    </Stack>
  )
}

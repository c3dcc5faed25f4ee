import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import type { Teaser } from '@shared/assessment/assessment.schemas'
import { formatUsdFromDollars } from '@shared/format'
import { IconLock } from '@tabler/icons-react'

const TITLES: Record<Teaser['kind'], string> = { 'runner-up': 'Runner-up option', budget: 'Budget option' }

/** The other options, locked: what they score and cost shows, which provider they are does not. */
export function LockedTeasers({ teasers }: { teasers: Teaser[] }) {
  if (teasers.length === 0) return null
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {teasers.map((t) => (
        <Paper key={t.kind} withBorder p="md" radius="md" pos="relative">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={700}>{TITLES[t.kind]}</Text>
              <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                Locked
              </Badge>
            </Group>
            {/* Where the name and fees go: blank bars, so nothing readable is hidden behind a blur. */}
            <Stack gap={8} aria-hidden>
              <Skeleton height={18} width="60%" animate={false} />
              <Skeleton height={12} width="85%" animate={false} />
            </Stack>
            <Text size="sm">
              {t.matchScore}% match · about {formatUsdFromDollars(t.estimatedMonthlyCost)}/month
              {t.kind === 'budget' ? ' · lowest fixed fees' : ''}
            </Text>
            <Text size="xs" c="dimmed">
              Unlock the name, fees and full comparison in the full report.
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

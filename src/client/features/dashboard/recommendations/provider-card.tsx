import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { monthlyCostLabel, transactionFee } from './fees'
import type { ProviderView } from './provider-views'

type Props = { view: ProviderView; bestMatch: boolean; onDetails: () => void }

/** A provider in the grid: the first three features and a '+N more' badge (spec §2, §9). */
export function ProviderCard({ view, bestMatch, onDetails }: Props) {
  const more = view.features.length - 3
  return (
    <Card withBorder radius="lg" p="md" h="100%" data-testid="provider-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="md">
            {view.name}
          </Title>
          {bestMatch && (
            <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
              Best Match
            </Badge>
          )}
        </Group>
        {view.matchScore !== null && (
          <Text size="sm" fw={600} c="brand">
            {Math.round(view.matchScore)}% match
          </Text>
        )}
        <Text size="sm">
          {transactionFee(view)} · {monthlyCostLabel(view)}
        </Text>
        {view.excludedReason && (
          <Text size="xs" c="dimmed">
            {view.excludedReason}
          </Text>
        )}
        <Group gap={6}>
          {view.features.slice(0, 3).map((f) => (
            <Badge key={f} variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
              {f}
            </Badge>
          ))}
          {more > 0 && (
            <Badge variant="outline" color="gray" size="sm">
              +{more} more
            </Badge>
          )}
        </Group>
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" variant="light" onClick={onDetails}>
            View Details
          </Button>
          {view.details && (
            <Anchor
              href={view.details.website}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`Visit Website of ${view.name} (opens in a new tab)`}
            >
              <Group gap={4} wrap="nowrap">
                Visit Website <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  )
}

import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatUsdFromDollars } from '@shared/format'
import { monthlyCostLabel, transactionFee } from './fees'
import type { ProviderView } from './provider-views'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  )
}

/** The top recommendation: score, monthly cost, fees, description, Get Started and View Details. */
export function TopRecommendationCard({ view, onDetails }: { view: ProviderView; onDetails: () => void }) {
  return (
    <Card
      withBorder
      radius="lg"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-teal-5)', borderWidth: 2 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text size="sm" c="dimmed">
              Top recommendation
            </Text>
            <Title order={3}>{view.name}</Title>
          </div>
          {view.matchScore !== null && (
            <Badge size="lg" color="teal.9">
              {Math.round(view.matchScore)}% match
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Figure label="Estimated monthly cost" value={monthlyCostLabel(view)} />
          <Figure label="Transaction fee" value={transactionFee(view)} />
          <Figure label="Setup fee" value={formatUsdFromDollars(view.setupFee)} />
        </SimpleGrid>
        <Text size="sm">{view.description}</Text>
        <Group gap="xs">
          {view.details && (
            <Button component="a" href={view.details.website} target="_blank" rel="noopener noreferrer">
              Get Started
            </Button>
          )}
          <Button variant="default" onClick={onDetails}>
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

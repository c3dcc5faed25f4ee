import { SimpleGrid, Stack, Text } from '@mantine/core'
import type { IntegrationId, Timeline } from '@shared/catalogue/taxonomy'
import { ChoiceButton } from './choice-button'

const INTEGRATIONS: { id: IntegrationId; label: string }[] = [
  { id: 'api-integration', label: 'API integration' },
  { id: 'accounting-software', label: 'Accounting software' },
  { id: 'ecommerce-platform', label: 'E-commerce platform' },
  { id: 'pos-system', label: 'POS system' },
  { id: 'crm-integration', label: 'CRM integration' },
  { id: 'none', label: 'None needed' },
]

const TIMELINES: { id: Timeline; label: string; description: string }[] = [
  { id: 'immediate', label: 'Immediately', description: 'Within 2 weeks' },
  { id: 'soon', label: 'Soon', description: 'Within 1-3 months' },
  { id: 'planning', label: 'Planning', description: 'In 3-6 months' },
  { id: 'future', label: 'Just exploring', description: '6+ months away' },
]

/** "None" excludes every other integration, and the other way round. */
function toggleIntegration(list: IntegrationId[], id: IntegrationId): IntegrationId[] {
  if (list.includes(id)) return list.filter((i) => i !== id)
  if (id === 'none') return ['none']
  return [...list.filter((i) => i !== 'none'), id]
}

type Props = {
  integrations: IntegrationId[]
  timeline: Timeline | null
  onIntegrations: (v: IntegrationId[]) => void
  onTimeline: (v: Timeline) => void
}

export function IntegrationsStep({ integrations, timeline, onIntegrations, onTimeline }: Props) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={600} id="integrations-label">
          Which integrations do you need? (choose at least one)
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-labelledby="integrations-label">
          {INTEGRATIONS.map((i) => (
            <ChoiceButton
              key={i.id}
              label={i.label}
              selected={integrations.includes(i.id)}
              onClick={() => onIntegrations(toggleIntegration(integrations, i.id))}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Text fw={600} id="timeline-label">
          When do you want to switch or launch?
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-labelledby="timeline-label">
          {TIMELINES.map((t) => (
            <ChoiceButton
              key={t.id}
              label={t.label}
              description={t.description}
              selected={timeline === t.id}
              onClick={() => onTimeline(t.id)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  )
}

import { SimpleGrid, Stack, Text } from '@mantine/core'
import { type IntegrationId, TIMELINE_WINDOWS, TIMELINES, type Timeline } from '@shared/catalogue/taxonomy'
import { ChoiceButton } from './choice-button'

const INTEGRATIONS: { id: IntegrationId; label: string }[] = [
  { id: 'api-integration', label: 'API integration' },
  { id: 'accounting-software', label: 'Accounting software' },
  { id: 'ecommerce-platform', label: 'E-commerce platform' },
  { id: 'pos-system', label: 'POS system' },
  { id: 'crm-integration', label: 'CRM integration' },
  { id: 'none', label: 'None needed' },
]

const TIMELINE_CHOICES: { id: Timeline; label: string; description: string }[] = TIMELINES.map((id) => ({
  id,
  label: TIMELINE_WINDOWS[id].label,
  description: TIMELINE_WINDOWS[id].window[0]?.toUpperCase() + TIMELINE_WINDOWS[id].window.slice(1),
}))

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
          {TIMELINE_CHOICES.map((t) => (
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

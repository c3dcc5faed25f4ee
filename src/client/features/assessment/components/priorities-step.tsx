import { Badge, SimpleGrid, Stack, Text } from '@mantine/core'
import type { PriorityId } from '@shared/catalogue/taxonomy'
import { ChoiceButton } from './choice-button'

export const PRIORITIES: { id: PriorityId; label: string }[] = [
  { id: 'easy-setup', label: 'Quick and easy setup' },
  { id: 'low-fees', label: 'Lowest possible fees' },
  { id: 'mobile-friendly', label: 'Mobile payments' },
  { id: 'recurring', label: 'Subscription billing' },
  { id: 'international', label: 'International payments' },
  { id: 'support', label: '24/7 customer support' },
]

export const MAX_RANKED = 6

/** Spec §4: unranked → appended; ranked → removed; with 6 ranked, another replaces the sixth. */
function togglePriority(order: PriorityId[], id: PriorityId): PriorityId[] {
  if (order.includes(id)) return order.filter((p) => p !== id)
  if (order.length >= MAX_RANKED) return [...order.slice(0, MAX_RANKED - 1), id]
  return [...order, id]
}

type Props = { value: PriorityId[]; onChange: (v: PriorityId[]) => void }

export function PrioritiesStep({ value, onChange }: Props) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {value.length === 0
          ? 'Tap your priorities in order of importance.'
          : `${value.length} ranked. Tap a ranked priority to remove it.`}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        role="group"
        aria-label="Priorities, in order of importance"
      >
        {PRIORITIES.map((p) => {
          const rank = value.indexOf(p.id) + 1
          return (
            <ChoiceButton
              key={p.id}
              label={p.label}
              selected={rank > 0}
              ariaLabel={rank > 0 ? `${p.label}, ranked ${rank}` : p.label}
              onClick={() => onChange(togglePriority(value, p.id))}
              badge={
                rank > 0 ? (
                  <Badge size="lg" circle variant="filled" aria-hidden>
                    {rank}
                  </Badge>
                ) : null
              }
            />
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}

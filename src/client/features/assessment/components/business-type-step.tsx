import { SimpleGrid } from '@mantine/core'
import { TIER_LABELS } from '@shared/auth/entitlements'
import type { BusinessType } from '@shared/catalogue/taxonomy'
import { IconBuildingSkyscraper, IconBuildingStore, IconRocket } from '@tabler/icons-react'
import { ChoiceButton } from './choice-button'

const TYPES: { value: BusinessType; label: string; description: string; icon: typeof IconRocket }[] = [
  {
    value: 'startup',
    label: TIER_LABELS.startup,
    description: 'New or launching soon; 0-1,000 transactions/month',
    icon: IconRocket,
  },
  {
    value: 'established',
    label: TIER_LABELS.established,
    description: '1-5 years; 500-5,000',
    icon: IconBuildingStore,
  },
  {
    value: 'enterprise',
    label: TIER_LABELS.enterprise,
    description: '5+ years, multi-location; 8,500+',
    icon: IconBuildingSkyscraper,
  },
]

type Props = { value: BusinessType | null; onSelect: (t: BusinessType) => void; disabled: boolean }

export function BusinessTypeStep({ value, onSelect, disabled }: Props) {
  return (
    <SimpleGrid cols={1} spacing="sm" role="group" aria-label="Business type">
      {TYPES.map(({ value: v, label, description, icon: Icon }) => (
        <ChoiceButton
          key={v}
          label={label}
          description={description}
          selected={value === v}
          disabled={disabled}
          onClick={() => onSelect(v)}
          icon={<Icon size={28} stroke={1.6} aria-hidden color="var(--mantine-color-brand-7)" />}
        />
      ))}
    </SimpleGrid>
  )
}

import { SimpleGrid, Stack, TextInput } from '@mantine/core'
import { ChoiceButton } from './choice-button'

const INDUSTRIES = [
  { value: 'ecommerce', label: 'E-commerce', description: 'Online store' },
  { value: 'saas', label: 'SaaS', description: 'Software and subscriptions' },
  { value: 'professional', label: 'Professional services', description: 'Consulting, agencies, trades' },
  { value: 'restaurant', label: 'Restaurant', description: 'Restaurants, cafés, food service' },
  { value: 'healthcare', label: 'Healthcare', description: 'Clinics, practices, wellness' },
  { value: 'retail', label: 'Retail', description: 'Shops and stores' },
  { value: 'marketplace', label: 'Marketplace', description: 'You pay out other sellers' },
  { value: 'nonprofit', label: 'Non-profit', description: 'Donations and charity events' },
  { value: 'education', label: 'Education', description: 'Schools, tutoring, courses' },
  { value: 'other', label: 'Other', description: 'Tell us about your business' },
]

type Props = {
  value: string | null
  other: string
  onChange: (industry: string) => void
  onOtherChange: (text: string) => void
}

export function IndustryStep({ value, other, onChange, onOtherChange }: Props) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-label="Industry">
        {INDUSTRIES.map((i) => (
          <ChoiceButton
            key={i.value}
            label={i.label}
            description={i.description}
            selected={value === i.value}
            onClick={() => onChange(i.value)}
          />
        ))}
      </SimpleGrid>
      {value === 'other' && (
        <TextInput
          label="Describe your industry"
          placeholder="e.g. Veterinary clinic"
          value={other}
          maxLength={200}
          onChange={(e) => onOtherChange(e.currentTarget.value)}
        />
      )}
    </Stack>
  )
}

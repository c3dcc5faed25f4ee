import { SimpleGrid } from '@mantine/core'
import { providerOptions } from '@shared/catalogue/provider-names'
import type { BusinessType } from '@shared/catalogue/taxonomy'
import { ChoiceButton } from './choice-button'

type Props = {
  businessType: BusinessType
  brandName: string
  value: string | null
  onChange: (v: string) => void
}

export function ProviderStep({ businessType, brandName, value, onChange }: Props) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="sm"
      role="group"
      aria-label="Current or preferred provider"
    >
      {providerOptions(businessType, brandName).map((o) => (
        <ChoiceButton
          compact
          key={o.value}
          label={o.label}
          selected={value === o.value}
          onClick={() => onChange(o.value)}
        />
      ))}
    </SimpleGrid>
  )
}

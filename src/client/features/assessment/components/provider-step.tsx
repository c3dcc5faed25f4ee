import { Autocomplete, SimpleGrid, Stack, Text } from '@mantine/core'
import { catalogueOptions, providerOptions, resolveProviderId } from '@shared/catalogue/provider-names'
import type { BusinessType } from '@shared/catalogue/taxonomy'
import { useProviderNames } from '../../../lib/api/provider-names'
import { ChoiceButton } from './choice-button'

type Props = {
  businessType: BusinessType
  brandName: string
  value: string | null
  onChange: (v: string) => void
}

export function ProviderStep({ businessType, brandName, value, onChange }: Props) {
  // The providers we compare, as the server lists them (fetched, not bundled with the page).
  const names = useProviderNames().data
  const listed = providerOptions(businessType, brandName)
  const isListed = listed.some((o) => o.value === value)
  const search = catalogueOptions(names ?? [], listed).map((o) => o.label)
  const typed = value && !isListed ? value : ''
  const matchedId = typed && names ? resolveProviderId(typed, names, brandName) : null
  const matchedName = names?.find((p) => p.id === matchedId)?.name
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing="sm"
        role="group"
        aria-label="Current or preferred provider"
      >
        {listed.map((o) => (
          <ChoiceButton
            compact
            key={o.value}
            label={o.label}
            selected={value === o.value}
            onClick={() => onChange(o.value)}
          />
        ))}
      </SimpleGrid>
      <Autocomplete
        label="Not listed? Search every provider we compare, or type its name"
        placeholder="e.g. Toast, Helcim, Shopify Payments"
        data={search}
        limit={8}
        maxLength={100}
        value={typed}
        onChange={(v) => onChange(v)}
      />
      {typed.trim() !== '' && names && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {matchedId
            ? `We will compare against ${matchedName}.`
            : 'Not in our catalogue: we will compare using your fees if you give them.'}
        </Text>
      )}
    </Stack>
  )
}

import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { INTERNATIONAL_SHARE_OPTIONS } from '@shared/assessment/assessment.schemas'
import type { ReactNode } from 'react'
import type { NumberField } from '../wizard-answers'
import { ChoiceButton } from './choice-button'

const toField = (v: number | string): NumberField => (typeof v === 'number' ? v : v === '' ? '' : Number(v))

type LocationsProps = {
  locations: NumberField
  internationalShare: number | null
  onLocations: (v: NumberField) => void
  onShare: (v: number) => void
}

export function LocationsStep({ locations, internationalShare, onLocations, onShare }: LocationsProps) {
  return (
    <Stack gap="lg">
      <NumberInput
        label="Number of locations"
        description="Stores, offices or sites that take card payments"
        placeholder="e.g. 12"
        min={1}
        max={100_000}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        value={locations}
        onChange={(v) => onLocations(toField(v))}
      />
      <Stack gap="xs">
        <Text fw={600} id="international-label">
          Share of payments made with international cards
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-labelledby="international-label">
          {INTERNATIONAL_SHARE_OPTIONS.map((o) => (
            <ChoiceButton
              key={o.label}
              label={o.label}
              selected={internationalShare === o.value}
              onClick={() => onShare(o.value)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  )
}

type CostsProps = {
  lastMonthFees: NumberField
  contractEndDate: string
  onFees: (v: NumberField) => void
  onContractEnd: (v: string) => void
  /** "What you pay them", when the merchant named a current provider. */
  currentPricing?: ReactNode
}

export function CostsStep({
  lastMonthFees,
  contractEndDate,
  onFees,
  onContractEnd,
  currentPricing,
}: CostsProps) {
  return (
    <Stack gap="lg">
      <NumberInput
        label="Last month's processing fees ($)"
        description="Optional: the total from your last statement, for an exact savings figure"
        placeholder="e.g. 12,500"
        prefix="$"
        min={0}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        value={lastMonthFees}
        onChange={(v) => onFees(toField(v))}
      />
      <TextInput
        type="date"
        label="Current contract end date"
        description="Optional: helps plan a switch without early-termination fees"
        value={contractEndDate}
        onChange={(e) => onContractEnd(e.currentTarget.value)}
      />
      {currentPricing}
    </Stack>
  )
}

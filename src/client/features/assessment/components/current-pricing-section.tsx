import { NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import {
  type NumberField,
  PRICING_MODEL_OPTIONS,
  type PricingAnswers,
  pricingIssues,
  RATE_LABELS,
} from '../current-pricing'
import { ChoiceButton } from './choice-button'

const toField = (v: number | string): NumberField => (typeof v === 'number' ? v : v === '' ? '' : Number(v))

type Props = {
  /** The provider as the merchant named it. */
  providerName: string
  value: PricingAnswers
  onChange: (patch: Partial<PricingAnswers>) => void
}

/**
 * "What you pay them": the current provider's terms from a statement or the agreement, so that today's cost
 * is priced from them rather than from published rates. Every field is optional; messages come from the
 * shared schema.
 */
export function CurrentPricingSection({ providerName, value, onChange }: Props) {
  const issues = pricingIssues(value)
  const model = value.pricingModel
  const money = { prefix: '$', min: 0, decimalScale: 2, allowNegative: false, thousandSeparator: ',' }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="current-pricing-title">
      <Stack gap="md">
        <div>
          <Text component="h3" fw={700} fz="lg" id="current-pricing-title" m={0}>
            What you pay them
          </Text>
          <Text size="sm" c="dimmed">
            Optional: from a statement or your agreement with {providerName}. We price today&apos;s cost from
            these figures instead of published rates.
          </Text>
        </div>
        <Stack gap={6}>
          <Text fw={600} size="sm" id="pricing-structure-label">
            Pricing structure
          </Text>
          <SimpleGrid
            cols={{ base: 2, sm: 4 }}
            spacing="sm"
            role="group"
            aria-labelledby="pricing-structure-label"
          >
            {PRICING_MODEL_OPTIONS.map((o) => (
              <ChoiceButton
                compact
                key={o.value}
                label={o.label}
                selected={model === o.value}
                onClick={() => onChange({ pricingModel: model === o.value ? null : o.value })}
              />
            ))}
          </SimpleGrid>
          {issues.pricingModel && (
            <Text size="sm" c="red.8" role="alert">
              {issues.pricingModel}
            </Text>
          )}
        </Stack>
        {model && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label={`${RATE_LABELS[model]} (%)`}
              placeholder={model === 'flat' || model === 'tiered' ? 'e.g. 2.6' : 'e.g. 0.3'}
              suffix="%"
              min={0}
              decimalScale={3}
              allowNegative={false}
              value={value.pricingPercent}
              error={issues.pricingPercent}
              onChange={(v) => onChange({ pricingPercent: toField(v) })}
            />
            <NumberInput
              label="Fee per payment ($)"
              placeholder="e.g. 0.10"
              {...money}
              value={value.pricingPerPayment}
              error={issues.pricingPerPayment}
              onChange={(v) => onChange({ pricingPerPayment: toField(v) })}
            />
            <NumberInput
              label="Monthly fees ($)"
              description="monthly, statement, PCI and software fees"
              placeholder="e.g. 25"
              {...money}
              value={value.pricingMonthly}
              error={issues.pricingMonthly}
              onChange={(v) => onChange({ pricingMonthly: toField(v) })}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Early-termination fee ($)"
            description="What leaving before the contract ends costs"
            placeholder="e.g. 295"
            {...money}
            value={value.earlyTerminationFee}
            error={issues.earlyTerminationFee}
            onChange={(v) => onChange({ earlyTerminationFee: toField(v) })}
          />
          <NumberInput
            label="Equipment lease ($ a month)"
            description="A terminal or POS lease, owed whoever processes"
            placeholder="e.g. 49"
            {...money}
            value={value.equipmentLease}
            error={issues.equipmentLease}
            onChange={(v) => onChange({ equipmentLease: toField(v) })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}

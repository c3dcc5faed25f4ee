import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import {
  BUSINESS_BANK_LABELS,
  type BusinessType,
  PLATFORM_LABELS,
  POS_SOFTWARE_LABELS,
  RESTRICTED_CATEGORY_LABELS,
} from '@shared/catalogue/taxonomy'
import { type CardMixPercents, type ChannelPercents, sumsTo100 } from '../sales-details'

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

const PLATFORM_OPTIONS = options(PLATFORM_LABELS)
const POS_OPTIONS = options(POS_SOFTWARE_LABELS)
const RESTRICTED_OPTIONS = options(RESTRICTED_CATEGORY_LABELS)
const BANK_OPTIONS = options(BUSINESS_BANK_LABELS)

type Props = {
  businessType: BusinessType
  industry: string | null
  channel: ChannelPercents
  cardMix: CardMixPercents
  platform: string | null
  posSoftware: string | null
  restrictedCategory: string | null
  businessBank: string | null
  level23: boolean
  achWilling: boolean
  trustAccounting: boolean
  onChannel: (v: ChannelPercents) => void
  onCardMix: (v: CardMixPercents) => void
  onChange: (patch: Partial<Record<SelectField | FlagField, string | boolean | null>>) => void
}
type SelectField = 'platform' | 'posSoftware' | 'restrictedCategory' | 'businessBank'
type FlagField = 'level23' | 'achWilling' | 'trustAccounting'

const pct = (v: number | string) => (typeof v === 'number' ? v : Number(v) || 0)

function Shares<K extends string>({
  label,
  fields,
  value,
  onChange,
}: {
  label: string
  fields: readonly [K, string][]
  value: Record<K, number>
  onChange: (v: Record<K, number>) => void
}) {
  const ok = sumsTo100(value)
  return (
    <Stack gap={6}>
      <Text fw={600}>{label}</Text>
      <SimpleGrid cols={{ base: 2, sm: fields.length }} spacing="sm">
        {fields.map(([key, text]) => (
          <NumberInput
            key={key}
            label={text}
            suffix="%"
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={value[key]}
            onChange={(v) => onChange({ ...value, [key]: pct(v) })}
          />
        ))}
      </SimpleGrid>
      {!ok && (
        <Text size="sm" c="red.8" role="alert">
          These shares must add up to 100%.
        </Text>
      )}
    </Stack>
  )
}

export function SalesDetailsStep(props: Props) {
  const { businessType, industry, onChange } = props
  return (
    <Stack gap="lg">
      <Shares
        label="How your customers pay (typical for your industry; change it if yours differs)"
        fields={[
          ['cardPresent', 'In person'],
          ['online', 'Online'],
          ['keyed', 'Keyed / phone'],
        ]}
        value={props.channel}
        onChange={props.onChannel}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Online store platform"
          data={PLATFORM_OPTIONS}
          value={props.platform}
          placeholder="Choose if you sell online"
          clearable
          onChange={(v) => onChange({ platform: v })}
        />
        <Select
          label="Point-of-sale or booking software"
          data={POS_OPTIONS}
          value={props.posSoftware}
          placeholder="Choose if you use one"
          clearable
          onChange={(v) => onChange({ posSoftware: v })}
        />
        <Select
          label="Do you sell any of these?"
          description="Many processors refuse these products"
          data={RESTRICTED_OPTIONS}
          value={props.restrictedCategory ?? 'none'}
          allowDeselect={false}
          onChange={(v) => onChange({ restrictedCategory: v })}
        />
        <Select
          label="Your business bank"
          description="Some banks offer processing only to their customers"
          data={BANK_OPTIONS}
          value={props.businessBank}
          placeholder="Choose your bank"
          clearable
          onChange={(v) => onChange({ businessBank: v })}
        />
      </SimpleGrid>
      {industry === 'professional' && (
        <Checkbox
          label="Clients pay retainers into a trust (IOLTA) account"
          checked={props.trustAccounting}
          onChange={(e) => onChange({ trustAccounting: e.currentTarget.checked })}
        />
      )}
      {businessType !== 'startup' && (
        <>
          <Shares
            label="Your card mix (typical for your industry; change it if you know yours)"
            fields={[
              ['debit', 'Debit'],
              ['consumerCredit', 'Consumer credit'],
              ['premium', 'Premium rewards'],
              ['commercial', 'Business cards'],
            ]}
            value={props.cardMix}
            onChange={props.onCardMix}
          />
          <Group gap="xl">
            <Checkbox
              label="We can send Level 2/3 data (tax, PO number) with business-card payments"
              checked={props.level23}
              onChange={(e) => onChange({ level23: e.currentTarget.checked })}
            />
            <Checkbox
              label="Customers would pay large invoices by bank transfer (ACH)"
              checked={props.achWilling}
              onChange={(e) => onChange({ achWilling: e.currentTarget.checked })}
            />
          </Group>
        </>
      )}
    </Stack>
  )
}

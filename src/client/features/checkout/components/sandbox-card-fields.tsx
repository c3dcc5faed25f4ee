import { Group, Stack, TextInput } from '@mantine/core'
import { cardBrand, digitsOnly, formatCardNumber, formatExpiry } from '@shared/checkout/card'
import { IconCreditCard } from '@tabler/icons-react'

export type CardValues = { number: string; expiry: string; cvc: string }
export type CardErrors = Partial<Record<keyof CardValues, string>>

type Props = {
  values: CardValues
  errors: CardErrors
  disabled?: boolean
  onChange: (values: CardValues) => void
}

const brandLabel = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }

/** The sandbox gateway's own card form; nothing typed here is stored beyond brand and last 4 digits. */
export function SandboxCardFields({ values, errors, disabled, onChange }: Props) {
  const brand = cardBrand(digitsOnly(values.number))
  return (
    <Stack gap="sm">
      <TextInput
        label="Card number"
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        disabled={disabled}
        value={values.number}
        error={errors.number}
        maxLength={23}
        leftSection={<IconCreditCard size={18} aria-hidden />}
        rightSection={brand !== 'unknown' ? <small>{brandLabel[brand]}</small> : null}
        rightSectionWidth={brand === 'amex' ? 120 : 90}
        onChange={(e) => onChange({ ...values, number: formatCardNumber(e.currentTarget.value) })}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Expiry date"
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          disabled={disabled}
          value={values.expiry}
          error={errors.expiry}
          maxLength={7}
          onChange={(e) => onChange({ ...values, expiry: formatExpiry(e.currentTarget.value) })}
        />
        <TextInput
          label="Security code (CVC)"
          placeholder={brand === 'amex' ? '1234' : '123'}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          disabled={disabled}
          value={values.cvc}
          error={errors.cvc}
          maxLength={4}
          onChange={(e) => onChange({ ...values, cvc: digitsOnly(e.currentTarget.value).slice(0, 4) })}
        />
      </Group>
    </Stack>
  )
}

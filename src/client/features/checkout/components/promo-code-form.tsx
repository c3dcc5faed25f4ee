import { Badge, Button, Group, Text, TextInput } from '@mantine/core'
import type { PublicPromoCode } from '@shared/promo-codes/promo-code.schemas'
import { normalisePromoCode } from '@shared/promo-codes/promo-code.schemas'
import { IconTag, IconX } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'

type Props = {
  applied: PublicPromoCode | null
  busy: boolean
  onApply: (code: string) => void
  onRemove: () => void
}

/** Promo entry: the code is trimmed and upper-cased before it is sent. */
export function PromoCodeForm({ applied, busy, onApply, onRemove }: Props) {
  const [code, setCode] = useState('')
  if (applied) {
    return (
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconTag size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">Promo applied</Text>
          <Badge variant="light">{applied.code}</Badge>
        </Group>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onRemove}
          disabled={busy}
        >
          Remove
        </Button>
      </Group>
    )
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(normalisePromoCode(code))
  }
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Promo code"
          placeholder="Enter code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          style={{ flex: 1 }}
          maxLength={64}
        />
        <Button type="submit" variant="default" disabled={busy}>
          Apply
        </Button>
      </Group>
    </form>
  )
}

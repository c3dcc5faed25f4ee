import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core'
import { CreatePromoCodeRequestSchema } from '@shared/promo-codes/promo-code.schemas'
import { useState } from 'react'
import { useCreatePromoCode } from '../api/promo-actions'
import { failed, invalid, succeeded } from '../components/notify'

const initial = {
  name: '',
  description: '',
  discount: 25 as number | string,
  accessDays: 30 as number | string,
  maxUses: '' as number | string,
  expiresAt: '',
  isActive: true,
}

/** Spec §5: non-numeric discount input becomes 1; blank max uses means unlimited. */
const discountOf = (v: number | string) =>
  typeof v === 'number' && Number.isFinite(v) ? v : Number.isFinite(Number(v)) && v !== '' ? Number(v) : 1

/** Create a promo code: the server generates the code itself. */
export function PromoCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof typeof initial>(key: K, value: (typeof initial)[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const close = () => {
    setForm(initial)
    setErrors({})
    onClose()
  }
  const create = useCreatePromoCode()
  const submit = () => {
    const body = {
      name: form.name,
      description: form.description.trim() || undefined,
      discountPercentage: discountOf(form.discount),
      accessDays: form.accessDays === '' ? Number.NaN : Number(form.accessDays),
      maxUses: form.maxUses === '' ? undefined : Number(form.maxUses),
      expiresAt: form.expiresAt ? new Date(form.expiresAt).toISOString() : undefined,
      isActive: form.isActive,
    }
    const checked = CreatePromoCodeRequestSchema.safeParse(body)
    if (!checked.success) {
      const found = Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]))
      setErrors(found)
      invalid(checked.error.issues[0]?.message ?? 'Please check the form')
      return
    }
    setErrors({})
    create.mutate(checked.data, {
      onSuccess: ({ promoCode }) => {
        succeeded('Promo Code Created', `${promoCode.name}: ${promoCode.code}`)
        close()
      },
      onError: (error) => failed(error, 'Failed to create promo code'),
    })
  }
  return (
    <Modal opened={opened} onClose={close} title="Create Promo Code" size="lg">
      <Stack>
        <TextInput
          label="Name"
          value={form.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          required
        />
        <Textarea
          label="Description"
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Discount (%)"
            value={form.discount}
            onChange={(v) => set('discount', v)}
            min={1}
            clampBehavior="none"
            max={100}
            allowDecimal={false}
            error={errors.discountPercentage}
          />
          <NumberInput
            label="Access days"
            value={form.accessDays}
            onChange={(v) => set('accessDays', v)}
            min={1}
            clampBehavior="none"
            allowDecimal={false}
            error={errors.accessDays}
          />
          <NumberInput
            label="Max uses"
            description="Blank means unlimited"
            value={form.maxUses}
            onChange={(v) => set('maxUses', v)}
            min={1}
            clampBehavior="none"
            allowDecimal={false}
            error={errors.maxUses}
          />
          <TextInput
            label="Expires"
            description="Optional"
            type="datetime-local"
            value={form.expiresAt}
            onChange={(e) => set('expiresAt', e.currentTarget.value)}
            error={errors.expiresAt}
          />
        </SimpleGrid>
        <Switch
          label="Active"
          checked={form.isActive}
          onChange={(e) => set('isActive', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

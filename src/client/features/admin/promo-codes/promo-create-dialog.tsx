import { NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core'
import {
  type CreatePromoCodeRequest,
  CreatePromoCodeRequestSchema,
} from '@shared/promo-codes/promo-code.schemas'
import { REPORT_ACCESS_DAYS } from '@shared/reports/report-terms'
import { z } from 'zod'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { useCreatePromoCode } from '../api/promo-actions'
import { failed, succeeded } from '../components/notify'

/** Spec §5: non-numeric discount input becomes 1; blank max uses means unlimited. */
const discountOf = (v: number | string) =>
  typeof v === 'number' && Number.isFinite(v) ? v : Number.isFinite(Number(v)) && v !== '' ? Number(v) : 1

const numberInput = z.union([z.number(), z.string()])

/** The form's fields, read into the request and checked by its shared schema. */
const PromoFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    discountPercentage: numberInput,
    accessDays: numberInput,
    maxUses: numberInput,
    expiresAt: z.string(),
    isActive: z.boolean(),
  })
  .transform(
    (f): z.input<typeof CreatePromoCodeRequestSchema> => ({
      name: f.name,
      description: f.description.trim() || undefined,
      discountPercentage: discountOf(f.discountPercentage),
      accessDays: f.accessDays === '' ? Number.NaN : Number(f.accessDays),
      maxUses: f.maxUses === '' ? undefined : Number(f.maxUses),
      expiresAt: f.expiresAt ? new Date(f.expiresAt).toISOString() : undefined,
      isActive: f.isActive,
    }),
  )
  .pipe(CreatePromoCodeRequestSchema)

const initial: z.input<typeof PromoFormSchema> = {
  name: '',
  description: '',
  discountPercentage: 25,
  accessDays: REPORT_ACCESS_DAYS,
  maxUses: '',
  expiresAt: '',
  isActive: true,
}

/** Create a promo code: the server generates the code itself. */
export function PromoCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useSchemaForm(PromoFormSchema, initial)
  const create = useCreatePromoCode()
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = (input: CreatePromoCodeRequest) =>
    create.mutate(input, {
      onSuccess: ({ promoCode }) => {
        succeeded('Promo Code Created', `${promoCode.name}: ${promoCode.code}`)
        close()
      },
      onError: (error) => failed(error, 'Failed to create promo code'),
    })
  return (
    <FormDialog
      opened={opened}
      title="Create Promo Code"
      size="lg"
      form={form}
      onSubmit={submit}
      onClose={close}
      submitLabel="Create"
      pending={create.isPending}
    >
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label="Discount (%)"
          min={1}
          clampBehavior="none"
          max={100}
          allowDecimal={false}
          {...form.getInputProps('discountPercentage')}
        />
        <NumberInput
          label="Access days"
          min={1}
          clampBehavior="none"
          allowDecimal={false}
          {...form.getInputProps('accessDays')}
        />
        <NumberInput
          label="Max uses"
          description="Blank means unlimited"
          min={1}
          clampBehavior="none"
          allowDecimal={false}
          {...form.getInputProps('maxUses')}
        />
        <TextInput
          label="Expires"
          description="Optional"
          type="datetime-local"
          {...form.getInputProps('expiresAt')}
        />
      </SimpleGrid>
      <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormDialog>
  )
}

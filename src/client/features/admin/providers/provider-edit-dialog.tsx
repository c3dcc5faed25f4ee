import { NumberInput, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core'
import type { AdminProvider } from '@shared/admin/admin-data.schemas'
import {
  EDITABLE_FEE_FIELDS,
  type EditableFeeField,
  type ProviderUpdateRequest,
  ProviderUpdateRequestSchema,
} from '@shared/catalogue/provider-update.schemas'
import { useMemo } from 'react'
import { z } from 'zod'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { useUpdateProvider } from '../api/provider-actions'
import { failed, succeeded } from '../components/notify'

const feeLabels: Record<EditableFeeField, string> = {
  transactionFeePercent: 'Transaction fee (%)',
  transactionFeeFixed: 'Fixed fee per transaction ($)',
  monthlyFee: 'Monthly fee ($)',
  setupFee: 'Setup fee ($)',
}
const today = () => new Date().toISOString().slice(0, 10)
const fee = z.union([z.number(), z.string()]).transform((v) => (typeof v === 'number' ? v : Number(v) || 0))

/** The form's fields, read into a request of only what changed and checked by its shared schema. */
const providerForm = (provider: AdminProvider) =>
  z
    .object({
      transactionFeePercent: fee,
      transactionFeeFixed: fee,
      monthlyFee: fee,
      setupFee: fee,
      description: z.string(),
      isActive: z.boolean(),
      sourceUrl: z.string(),
      asOf: z.string(),
    })
    .transform((f): z.input<typeof ProviderUpdateRequestSchema> => {
      const changedFees = EDITABLE_FEE_FIELDS.filter((field) => f[field] !== provider[field])
      return {
        ...Object.fromEntries(changedFees.map((field) => [field, f[field]])),
        ...(f.description.trim() !== provider.description ? { description: f.description.trim() } : {}),
        ...(f.isActive !== provider.isActive ? { isActive: f.isActive } : {}),
        ...(changedFees.length > 0 ? { sourceUrl: f.sourceUrl.trim(), asOf: f.asOf } : {}),
      }
    })
    .pipe(ProviderUpdateRequestSchema)

/** Edits a provider; only changed fields are sent, and a fee change needs its source URL and date. */
export function ProviderEditDialog({ provider, onClose }: { provider: AdminProvider; onClose: () => void }) {
  const schema = useMemo(() => providerForm(provider), [provider])
  const form = useSchemaForm(schema, {
    transactionFeePercent: provider.transactionFeePercent,
    transactionFeeFixed: provider.transactionFeeFixed,
    monthlyFee: provider.monthlyFee,
    setupFee: provider.setupFee,
    description: provider.description,
    isActive: provider.isActive,
    sourceUrl: '',
    asOf: today(),
  })
  const save = useUpdateProvider()
  const feeChanged = EDITABLE_FEE_FIELDS.some((field) => Number(form.values[field]) !== provider[field])
  const submit = (input: ProviderUpdateRequest) => {
    if (Object.keys(input).length === 0) return onClose()
    save.mutate(
      { id: provider.id, input },
      {
        onSuccess: () => {
          succeeded('Provider Updated', `${provider.name} was updated.`)
          onClose()
        },
        onError: (error) => failed(error, 'Failed to update provider'),
      },
    )
  }

  return (
    <FormDialog
      title={`Edit ${provider.name}`}
      size="lg"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save Changes"
      pending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {EDITABLE_FEE_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={feeLabels[field]}
            min={0}
            decimalScale={field === 'transactionFeePercent' ? 3 : 2}
            step={field === 'transactionFeePercent' ? 0.1 : 0.01}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      {feeChanged && (
        <>
          <Text size="sm" c="dimmed">
            A fee change needs the page it was read from and the date; users watching this provider are
            alerted.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Source URL"
              placeholder="https://"
              required
              {...form.getInputProps('sourceUrl')}
            />
            <TextInput label="Read on" type="date" required {...form.getInputProps('asOf')} />
          </SimpleGrid>
        </>
      )}
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <Switch label="Active (shown to users)" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormDialog>
  )
}

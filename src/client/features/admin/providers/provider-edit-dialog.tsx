import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import type { AdminProvider } from '@shared/admin/admin-data.schemas'
import { EDITABLE_FEE_FIELDS, ProviderUpdateRequestSchema } from '@shared/catalogue/provider-update.schemas'
import { useState } from 'react'
import { useUpdateProvider } from '../api/provider-actions'
import { failed, invalid, succeeded } from '../components/notify'

type Fees = Record<(typeof EDITABLE_FEE_FIELDS)[number], number>
const feeLabels: Record<keyof Fees, string> = {
  transactionFeePercent: 'Transaction fee (%)',
  transactionFeeFixed: 'Fixed fee per transaction ($)',
  monthlyFee: 'Monthly fee ($)',
  setupFee: 'Setup fee ($)',
}
const today = () => new Date().toISOString().slice(0, 10)

/** Edits a provider; only changed fields are sent, and a fee change needs its source URL and date. */
export function ProviderEditDialog({ provider, onClose }: { provider: AdminProvider; onClose: () => void }) {
  const [fees, setFees] = useState<Fees>({
    transactionFeePercent: provider.transactionFeePercent,
    transactionFeeFixed: provider.transactionFeeFixed,
    monthlyFee: provider.monthlyFee,
    setupFee: provider.setupFee,
  })
  const [description, setDescription] = useState(provider.description)
  const [isActive, setIsActive] = useState(provider.isActive)
  const [sourceUrl, setSourceUrl] = useState('')
  const [asOf, setAsOf] = useState(today())

  const changedFees = EDITABLE_FEE_FIELDS.filter((f) => fees[f] !== provider[f])
  const body = {
    ...Object.fromEntries(changedFees.map((f) => [f, fees[f]])),
    ...(description.trim() !== provider.description ? { description: description.trim() } : {}),
    ...(isActive !== provider.isActive ? { isActive } : {}),
    ...(changedFees.length > 0 ? { sourceUrl: sourceUrl.trim(), asOf } : {}),
  }
  const save = useUpdateProvider()
  const submit = () => {
    if (Object.keys(body).length === 0) return onClose()
    const checked = ProviderUpdateRequestSchema.safeParse(body)
    if (!checked.success) return invalid(checked.error.issues[0]?.message ?? 'Please check the form')
    save.mutate(
      { id: provider.id, input: checked.data },
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
    <Modal opened onClose={onClose} title={`Edit ${provider.name}`} size="lg">
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {EDITABLE_FEE_FIELDS.map((field) => (
            <NumberInput
              key={field}
              label={feeLabels[field]}
              value={fees[field]}
              min={0}
              decimalScale={field === 'transactionFeePercent' ? 3 : 2}
              step={field === 'transactionFeePercent' ? 0.1 : 0.01}
              onChange={(v) =>
                setFees((f) => ({ ...f, [field]: typeof v === 'number' ? v : Number(v) || 0 }))
              }
            />
          ))}
        </SimpleGrid>
        {changedFees.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              A fee change needs the page it was read from and the date; users watching this provider are
              alerted.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label="Source URL"
                placeholder="https://"
                value={sourceUrl}
                onChange={(e) => setSourceUrl(e.currentTarget.value)}
                required
              />
              <TextInput
                label="Read on"
                type="date"
                value={asOf}
                onChange={(e) => setAsOf(e.currentTarget.value)}
                required
              />
            </SimpleGrid>
          </>
        )}
        <Textarea
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Switch
          label="Active (shown to users)"
          checked={isActive}
          onChange={(e) => setIsActive(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

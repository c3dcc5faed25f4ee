import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core'
import { formatRate } from '@shared/format'
import { formatDate } from '@shared/format-date'
import { toCents } from '@shared/pricing/money'
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_TYPE_LABELS,
  ALERT_TYPES,
  type CreateRateAlert,
  CreateRateAlertSchema,
  type RateAlert,
} from '@shared/rate-alerts/rate-alert.schemas'
import { IconTrash } from '@tabler/icons-react'
import { format } from 'date-fns'
import { z } from 'zod'
import { toastFirstError, useSchemaForm } from '../../../../components/form-dialog'
import { toast } from '../../../../components/toast'
import { errorMessage } from '../../../../lib/api-client'
import { useRateAlertMutations, useRateAlerts } from '../../api/rate-alerts'
import { headlineRate, type Provider } from '../engine'

const fail = (err: unknown) =>
  toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' })

function AlertCard({ alert, provider }: { alert: RateAlert; provider: Provider | undefined }) {
  const { update, remove } = useRateAlertMutations()
  const active = alert.status === 'active'
  return (
    <Card withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600}>{alert.provider}</Text>
          <Text size="sm" c="dimmed">
            Now{' '}
            {provider
              ? headlineRate(provider)
              : formatRate({ percent: alert.currentRate, fixedCents: toCents(alert.currentFixed) })}{' '}
            · {ALERT_TYPE_LABELS[alert.type]}
            {alert.threshold ? ` of ${alert.threshold} points or more` : ''} ·{' '}
            {ALERT_FREQUENCY_LABELS[alert.frequency]}
          </Text>
          <Text size="xs" c="dimmed">
            Last checked {format(new Date(alert.lastChecked), 'MMM d, yyyy h:mm a')}
            {alert.lastNotifiedAt ? ` · last email ${formatDate(alert.lastNotifiedAt)}` : ''}
          </Text>
        </div>
        <Group gap="sm">
          <Switch
            checked={active}
            label={active ? 'Active' : 'Paused'}
            aria-label={`Alert for ${alert.provider}: ${active ? 'active' : 'paused'}`}
            disabled={update.isPending}
            onChange={() =>
              update.mutate(
                { id: alert.id, body: { status: active ? 'paused' : 'active' } },
                { onError: fail },
              )
            }
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            onClick={() => remove.mutate(alert.id, { onError: fail })}
            aria-label={`Delete the alert for ${alert.provider}`}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  )
}

/** Active Alerts: every alert with its active/paused switch. */
export function ActiveAlertsPanel({ onCreate, providers }: { onCreate: () => void; providers: Provider[] }) {
  const alerts = useRateAlerts()
  if (alerts.isError) return <Text c="red">{errorMessage(alerts.error)}</Text>
  if (alerts.isPending) return <Text c="dimmed">Loading alerts…</Text>
  if (alerts.data.length === 0) {
    return (
      <Card withBorder radius="md" p="lg">
        <Text fw={600}>No alerts yet</Text>
        <Text size="sm" c="dimmed" mb="sm">
          Get an email when a provider changes its published fees.
        </Text>
        <Button onClick={onCreate} w="fit-content">
          Create Alert
        </Button>
      </Card>
    )
  }
  return (
    <Stack gap="sm">
      {alerts.data.map((a) => (
        <AlertCard key={a.id} alert={a} provider={providers.find((p) => p.id === a.providerId)} />
      ))}
    </Stack>
  )
}

/** The setup fields: a blank threshold means every change; then the shared request schema. */
const AlertFormSchema = z
  .object({
    providerId: z.string(),
    type: z.string(),
    threshold: z.union([z.number(), z.string()]),
    frequency: z.string(),
  })
  .transform(
    ({ threshold, ...rest }): z.input<typeof CreateRateAlertSchema> =>
      ({ ...rest, ...(threshold === '' ? {} : { threshold: Number(threshold) }) }) as z.input<
        typeof CreateRateAlertSchema
      >,
  )
  .pipe(CreateRateAlertSchema)

/** Alert Setup: provider, type, threshold and frequency. */
export function AlertSetupPanel({
  providers,
  defaultProviderId,
  onCreated,
}: {
  providers: Provider[]
  defaultProviderId: string | null
  onCreated: () => void
}) {
  const { create } = useRateAlertMutations()
  const form = useSchemaForm(AlertFormSchema, {
    providerId: defaultProviderId ?? providers[0]?.id ?? '',
    type: 'increase',
    threshold: '',
    frequency: 'immediate',
  })
  const submit = (input: CreateRateAlert) =>
    create.mutate(input, {
      onSuccess: (a) => {
        toast({
          title: 'Alert Created',
          description: `We will email you when ${a.provider} changes its rates.`,
          variant: 'success',
        })
        onCreated()
      },
      onError: fail,
    })
  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit(submit, toastFirstError())} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Provider"
            searchable
            data={providers.map((p) => ({ value: p.id, label: p.name }))}
            allowDeselect={false}
            {...form.getInputProps('providerId')}
          />
          <Select
            label="Alert type"
            data={ALERT_TYPES.map((t) => ({ value: t, label: ALERT_TYPE_LABELS[t] }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <NumberInput
            label="Threshold (percentage points, optional)"
            description="Only changes of the rate at least this large, e.g. 0.1"
            min={0}
            max={20}
            step={0.05}
            decimalScale={2}
            {...form.getInputProps('threshold')}
          />
          <Select
            label="Frequency"
            data={ALERT_FREQUENCIES.map((f) => ({ value: f, label: ALERT_FREQUENCY_LABELS[f] }))}
            allowDeselect={false}
            {...form.getInputProps('frequency')}
          />
        </SimpleGrid>
        <Button type="submit" mt="md" loading={create.isPending} disabled={!form.values.providerId}>
          Save alert
        </Button>
      </form>
    </Card>
  )
}

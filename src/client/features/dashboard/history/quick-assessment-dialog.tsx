import { Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { QUICK_FEATURE_LABELS } from '@shared/assessment/history-labels'
import type { NewUserAssessmentRequest } from '@shared/assessment/user-assessment.schemas'
import { PRIORITY_IDS, type PriorityId } from '@shared/catalogue/taxonomy'
import { toast } from '../../../components/toast'
import { errorMessage, isApiError } from '../../../lib/api-client'
import { useNewAssessment } from '../api/new-assessment'

const BUSINESS_TYPES = [
  { value: 'startup', label: 'Startup' },
  { value: 'established', label: 'Established business' },
  { value: 'enterprise', label: 'Enterprise' },
]

/** The form's industries (spec §3). */
const INDUSTRIES = [
  { value: 'ecommerce', label: 'E-commerce / Retail' },
  { value: 'saas', label: 'SaaS / Software' },
  { value: 'professional', label: 'Professional Services' },
  { value: 'restaurant', label: 'Restaurant / Food' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'other', label: 'Other' },
]

type Values = {
  businessType: NewUserAssessmentRequest['businessType']
  industryType: NewUserAssessmentRequest['industryType']
  monthlyTransactions: number | string
  totalMonthlyVolume: number | string
  features: PriorityId[]
}

const initialValues: Values = {
  businessType: 'established',
  industryType: 'professional',
  monthlyTransactions: '',
  totalMonthlyVolume: '',
  features: [],
}

/** Quick Assessment (spec §2, §4, §5, §8): new figures in, a ranked assessment (and report) out. */
export function QuickAssessmentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useNewAssessment()
  const busy = create.isPending
  const form = useForm<Values>({ initialValues })

  const submit = (values: Values) => {
    const count = Number(values.monthlyTransactions)
    const volume = Number(values.totalMonthlyVolume)
    if (values.monthlyTransactions === '' || values.totalMonthlyVolume === '' || !count || !volume) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all transaction volume fields.',
        variant: 'destructive',
      })
      return
    }
    const input = {
      businessType: values.businessType,
      industryType: values.industryType,
      monthlyTransactions: count,
      averageTransactionAmount: Math.round((volume / count) * 100) / 100,
      totalMonthlyVolume: volume,
      features: values.features,
    }
    create.mutate(input, {
      onSuccess: (result) => {
        toast({
          title: 'Assessment Complete!',
          description: result.message,
          variant: 'success',
          duration: 6000,
        })
        form.reset()
        onClose()
      },
      // An HTTP error from the server, as opposed to a network failure (spec §8 titles them differently).
      onError: (err) =>
        toast(
          isApiError(err)
            ? {
                title: 'Assessment Failed',
                description: errorMessage(err, 'Failed to create assessment.'),
                variant: 'destructive',
              }
            : {
                title: 'Error',
                description: err.message || 'An error occurred while creating assessment.',
                variant: 'destructive',
              },
        ),
    })
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Quick Assessment"
      size="lg"
      styles={{ content: { maxHeight: '90vh' } }}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            Update your business profile and get instant PSP recommendations
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Business type"
              data={BUSINESS_TYPES}
              allowDeselect={false}
              {...form.getInputProps('businessType')}
            />
            <Select
              label="Industry"
              data={INDUSTRIES}
              allowDeselect={false}
              {...form.getInputProps('industryType')}
            />
            <NumberInput
              label="Monthly Transactions"
              min={1}
              step={1}
              allowDecimal={false}
              thousandSeparator=","
              placeholder="e.g. 1,200"
              {...form.getInputProps('monthlyTransactions')}
            />
            <NumberInput
              label="Total Monthly Volume ($)"
              min={0.01}
              step={0.01}
              decimalScale={2}
              thousandSeparator=","
              placeholder="e.g. 50,000.00"
              {...form.getInputProps('totalMonthlyVolume')}
            />
          </SimpleGrid>
          <Checkbox.Group label="Priority features" {...form.getInputProps('features')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {PRIORITY_IDS.map((id) => (
                <Checkbox key={id} value={id} label={QUICK_FEATURE_LABELS[id]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Analyzing...' : 'Generate Report'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

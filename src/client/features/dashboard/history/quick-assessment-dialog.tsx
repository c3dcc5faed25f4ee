import { Checkbox, NumberInput, Select, SimpleGrid } from '@mantine/core'
import { QUICK_FEATURE_LABELS } from '@shared/assessment/history-labels'
import {
  type NewUserAssessmentRequest,
  NewUserAssessmentRequestSchema,
} from '@shared/assessment/user-assessment.schemas'
import { PRIORITY_IDS } from '@shared/catalogue/taxonomy'
import { z } from 'zod'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
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

const MISSING = 'Please fill in all transaction volume fields.'
const figure = z.union([z.number(), z.string()])

/** The dialog's fields: both figures present and not zero (spec §5), then the average they imply, checked by the shared schema. */
const QuickAssessmentFormSchema = z
  .object({
    businessType: z.string(),
    industryType: z.string(),
    monthlyTransactions: figure,
    totalMonthlyVolume: figure,
    features: z.array(z.string()),
  })
  .refine(
    (v) =>
      v.monthlyTransactions !== '' &&
      v.totalMonthlyVolume !== '' &&
      Number(v.monthlyTransactions) &&
      Number(v.totalMonthlyVolume),
    { message: MISSING, path: ['monthlyTransactions'] },
  )
  .transform((v): z.input<typeof NewUserAssessmentRequestSchema> => {
    const count = Number(v.monthlyTransactions)
    const volume = Number(v.totalMonthlyVolume)
    return {
      businessType: v.businessType as NewUserAssessmentRequest['businessType'],
      industryType: v.industryType as NewUserAssessmentRequest['industryType'],
      monthlyTransactions: count,
      averageTransactionAmount: Math.round((volume / count) * 100) / 100,
      totalMonthlyVolume: volume,
      features: v.features as NewUserAssessmentRequest['features'],
    }
  })
  .pipe(NewUserAssessmentRequestSchema)

const initialValues: z.input<typeof QuickAssessmentFormSchema> = {
  businessType: 'established',
  industryType: 'professional',
  monthlyTransactions: '',
  totalMonthlyVolume: '',
  features: [],
}

/** Quick Assessment (spec §2, §4, §5, §8): new figures in, a ranked assessment (and report) out. */
export function QuickAssessmentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useNewAssessment()
  const form = useSchemaForm(QuickAssessmentFormSchema, initialValues)

  const submit = (input: NewUserAssessmentRequest) =>
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

  return (
    <FormDialog
      opened={opened}
      title="Quick Assessment"
      description="Update your business profile and get instant PSP recommendations"
      size="lg"
      styles={{ content: { maxHeight: '90vh' } }}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Generate Report"
      pendingLabel="Analyzing..."
      pending={create.isPending}
      invalidTitle={(message) => (message === MISSING ? 'Missing Information' : 'Validation Error')}
    >
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
    </FormDialog>
  )
}

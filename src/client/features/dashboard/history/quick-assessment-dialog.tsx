import { Autocomplete, Checkbox, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { QUICK_FEATURE_LABELS } from '@shared/assessment/history-labels'
import type { NewUserAssessmentRequest } from '@shared/assessment/user-assessment.schemas'
import { TIER_LABELS } from '@shared/auth/entitlements'
import {
  catalogueOptions,
  type NamedProvider,
  NO_PROVIDER,
  providerOptions,
} from '@shared/catalogue/provider-names'
import {
  BUSINESS_TYPES,
  POS_SOFTWARE_LABELS,
  PRIORITY_IDS,
  RESTRICTED_CATEGORY_LABELS,
} from '@shared/catalogue/taxonomy'
import { formatDate } from '@shared/format-date'
import { useEffect, useMemo } from 'react'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { toast } from '../../../components/toast'
import { useProviderNames } from '../../../lib/api/provider-names'
import { errorMessage, isApiError } from '../../../lib/api-client'
import { useNewAssessment } from '../api/new-assessment'
import { useUserAssessments } from '../api/user-assessments'
import {
  answersOf,
  type ImportBasis,
  importAnswers,
  initialValues,
  MISSING,
  QuickAssessmentFormSchema,
} from './quick-assessment-form'

/** The business types as the assessment names them (its first step). */
const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((t) => ({ value: t, label: TIER_LABELS[t] }))

/** The form's industries (spec §3). */
const INDUSTRIES = [
  { value: 'ecommerce', label: 'E-commerce / Retail' },
  { value: 'saas', label: 'SaaS / Software' },
  { value: 'professional', label: 'Professional Services' },
  { value: 'restaurant', label: 'Restaurant / Food' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'other', label: 'Other' },
]

const labelled = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))
const POS_OPTIONS = labelled(POS_SOFTWARE_LABELS)
const RESTRICTED_OPTIONS = labelled(RESTRICTED_CATEGORY_LABELS)
/** The providers to pick from: the common ones first, then every one we compare. */
const providerNames = (compared: readonly NamedProvider[]) => [
  ...new Set([
    ...providerOptions('established')
      .filter((o) => o.value !== NO_PROVIDER)
      .map((o) => o.label),
    ...catalogueOptions(compared, []).map((o) => o.label),
  ]),
]
const SHARES = [
  ['cardPresent', 'In person (%)'],
  ['online', 'Online (%)'],
  ['keyed', 'Keyed / phone (%)'],
] as const

/** Quick Assessment (spec §2, §4, §5, §8): new figures in, a ranked assessment (and report) out. */
export function QuickAssessmentDialog({
  opened,
  onClose,
  fromImport,
}: {
  opened: boolean
  onClose: () => void
  /** Figures from one of the user's imports instead of typed ones. */
  fromImport?: ImportBasis
}) {
  const create = useNewAssessment()
  const form = useSchemaForm(QuickAssessmentFormSchema, initialValues)
  const previous = useUserAssessments().data?.[0]
  const compared = useProviderNames().data
  const names = useMemo(() => providerNames(compared ?? []), [compared])

  // The answers that decide the advice start from the latest assessment; the figures are new each time, or
  // the import's month when the dialog is opened from an import.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, for that assessment and import
  useEffect(() => {
    // An import's figures always replace what was typed: the server prices the import's month.
    if (!opened || (form.isDirty() && !fromImport)) return
    form.setValues({
      ...(previous ? answersOf(previous) : {}),
      ...(fromImport ? importAnswers(fromImport) : {}),
    })
  }, [opened, previous?.id, fromImport?.id])
  const fromFile = fromImport !== undefined

  const submit = (input: NewUserAssessmentRequest) =>
    create.mutate(fromImport ? { ...input, importId: fromImport.id } : input, {
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
      {fromImport && (
        <Text size="sm" data-testid="quick-assessment-import">
          {`Figures from your ${fromImport.label}, ${fromImport.month}: the report prices that month's payments as the file shows them.`}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Business type"
          data={BUSINESS_TYPE_OPTIONS}
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
          readOnly={fromFile}
          {...form.getInputProps('monthlyTransactions')}
        />
        <NumberInput
          label="Total Monthly Volume ($)"
          min={0.01}
          step={0.01}
          decimalScale={2}
          thousandSeparator=","
          placeholder="e.g. 50,000.00"
          readOnly={fromFile}
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
      <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" fw={600} size="sm" p={0}>
          What decides the answer (optional)
        </Text>
        <Text size="sm" c="dimmed">
          {previous
            ? `Prefilled from your assessment of ${formatDate(previous.createdAt)}: change what differs.`
            : 'Who processes your payments today and how you sell decide whether switching pays.'}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Autocomplete
            label="Current provider"
            placeholder="e.g. Square"
            data={names}
            limit={8}
            maxLength={100}
            {...form.getInputProps('currentProvider')}
          />
          <NumberInput
            label="Last month's processing fees ($)"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            prefix="$"
            placeholder="e.g. 750"
            readOnly={fromFile}
            {...form.getInputProps('lastMonthFees')}
          />
          <Select
            label="Point-of-sale software"
            placeholder="None or not sure"
            data={POS_OPTIONS}
            clearable
            {...form.getInputProps('posSoftware')}
          />
          <Select
            label="Restricted products"
            placeholder="None or not sure"
            data={RESTRICTED_OPTIONS}
            clearable
            {...form.getInputProps('restrictedCategory')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 3 }} spacing="sm">
          {SHARES.map(([key, label]) => (
            <NumberInput
              key={key}
              label={label}
              min={0}
              max={100}
              suffix="%"
              decimalScale={1}
              allowNegative={false}
              readOnly={fromFile}
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        {typeof form.errors.channelSplit === 'string' && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.channelSplit}
          </Text>
        )}
      </Stack>
    </FormDialog>
  )
}

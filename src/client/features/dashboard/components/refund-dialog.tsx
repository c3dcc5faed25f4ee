import { Text, Textarea } from '@mantine/core'
import { REFUND_WINDOW_DAYS, RefundRequestSchema } from '@shared/reports/refunds'
import { format } from 'date-fns'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { toast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { useRequestRefund } from '../api/request-refund'

type Props = { reportId: string; until: string; opened: boolean; onClose: () => void }

/** The refund request's dialog (its own chunk, loaded when first opened): an optional reason, then the request. */
export function RefundDialog({ reportId, until, opened, onClose }: Props) {
  const form = useSchemaForm(RefundRequestSchema, { reason: '' })
  const request = useRequestRefund()

  const submit = ({ reason }: { reason?: string }) =>
    request.mutate(
      { id: reportId, reason: reason ?? '' },
      {
        onSuccess: () => {
          onClose()
          toast({
            title: 'Refund Requested',
            description: 'We have your request and will refund you within 2 business days.',
            variant: 'success',
          })
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    )

  return (
    <FormDialog
      opened={opened}
      title="Request a refund"
      centered
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Request refund"
      destructive
      pending={request.isPending}
    >
      <Text size="sm">
        Our {REFUND_WINDOW_DAYS}-day money-back guarantee covers this report until{' '}
        {format(new Date(until), "MMMM d, yyyy 'at' h:mm a")}. Once refunded, the report is no longer
        available.
      </Text>
      <Textarea
        label="What did not work for you? (optional)"
        maxLength={1000}
        autosize
        minRows={3}
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  )
}

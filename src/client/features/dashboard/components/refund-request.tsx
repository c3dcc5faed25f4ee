import { Badge, Button, Text, Textarea } from '@mantine/core'
import { REFUND_WINDOW_DAYS, RefundRequestSchema } from '@shared/reports/refunds'
import type { UserReport } from '@shared/reports/report.schemas'
import { IconReceiptRefund } from '@tabler/icons-react'
import { format } from 'date-fns'
import { useState } from 'react'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { toast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api-client'
import { useRequestRefund } from '../api/request-refund'

/** The money-back guarantee on a report card: ask within the window, then see that the request is in (a refunded report says so in its status). */
export function RefundRequest({ report }: { report: UserReport }) {
  const [open, setOpen] = useState(false)
  const form = useSchemaForm(RefundRequestSchema, { reason: '' })
  const request = useRequestRefund()
  const { status, until } = report.refund

  if (status === 'requested') {
    return (
      <Badge color="orange.9" variant="light">
        Refund requested
      </Badge>
    )
  }
  if (status !== 'available' || !until) return null

  const submit = ({ reason }: { reason?: string }) =>
    request.mutate(
      { id: report.id, reason: reason ?? '' },
      {
        onSuccess: () => {
          setOpen(false)
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
    <>
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Request a refund
      </Button>
      <FormDialog
        opened={open}
        title="Request a refund"
        centered
        form={form}
        onSubmit={submit}
        onClose={() => setOpen(false)}
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
    </>
  )
}

import { Badge, Button } from '@mantine/core'
import type { UserReport } from '@shared/reports/report.schemas'
import { IconReceiptRefund } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'

// The dialog's code (its form, modal and validation) loads when it is first opened.
const RefundDialog = lazy(() => import('./refund-dialog').then((m) => ({ default: m.RefundDialog })))

/** The money-back guarantee on a report card: ask within the window, then see that the request is in (a refunded report says so in its status). */
export function RefundRequest({ report }: { report: UserReport }) {
  const [open, setOpen] = useState(false)
  const [dialogWanted, setDialogWanted] = useState(false)
  if (open && !dialogWanted) setDialogWanted(true)
  const { status, until } = report.refund

  if (status === 'requested') {
    return (
      <Badge color="orange.9" variant="light">
        Refund requested
      </Badge>
    )
  }
  if (status !== 'available' || !until) return null

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
      {dialogWanted && (
        <Suspense fallback={null}>
          <RefundDialog reportId={report.id} until={until} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

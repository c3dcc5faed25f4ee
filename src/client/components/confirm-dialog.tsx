import { lazy, Suspense, useState } from 'react'
import type { ConfirmDialogProps } from './confirm-modal'

// The dialog's code (Mantine's modal, overlay, focus trap, scroll lock) loads when it is first opened; it then
// stays, so it closes with its transition.
const ConfirmModal = lazy(() => import('./confirm-modal').then((m) => ({ default: m.ConfirmModal })))

/** A yes/no question before an action that cannot be taken back or that acts on someone else. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.opened)
  if (props.opened && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  )
}

import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

const Notifications = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
)

/**
 * Where toasts appear. Its code (transitions, swipe to dismiss) is loaded with the first toast, not with
 * the page: `toast()` only writes to Mantine's notifications store, and the container shows what the
 * store holds once it has loaded.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications()
  const [needed, setNeeded] = useState(false)
  if (!needed && notifications.length + queue.length > 0) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null
}

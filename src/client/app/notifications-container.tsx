import { Notifications } from '@mantine/notifications'

/** The toasts' container: one at a time, top right (loaded with the first toast). */
export function NotificationsContainer() {
  return <Notifications limit={1} position="top-right" />
}

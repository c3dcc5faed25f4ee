import { notifications } from '@mantine/notifications'

export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive' | 'success'
  /** Milliseconds before it closes on its own. */
  duration?: number
}

/** Shows a toast; only one is visible at a time (the provider's limit), a new one replaces the old. */
export function toast({ title, description, variant = 'default', duration = 5000 }: ToastInput) {
  notifications.clean()
  notifications.show({
    title,
    message: description ?? '',
    color: variant === 'destructive' ? 'red' : variant === 'success' ? 'teal' : 'brand',
    autoClose: duration,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
  })
}

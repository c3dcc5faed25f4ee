import { Alert, Button, Group, Text } from '@mantine/core'
import { IconUserShare } from '@tabler/icons-react'
import { format } from 'date-fns'
import { toast } from '../../components/toast'
import { errorMessage } from '../../lib/api-client'
import { useEndImpersonation, useImpersonation } from './api/impersonation'

/** Shown while an administrator acts as a user: whom, until when, and the way back. */
export function ImpersonationBanner() {
  const status = useImpersonation()
  const end = useEndImpersonation()
  const goBack = () =>
    end.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to return to admin'),
          variant: 'destructive',
        }),
    })
  if (!status.data?.active) return null
  const until = status.data.expiresAt ? format(new Date(status.data.expiresAt), 'h:mm a') : null
  return (
    <Alert
      color="orange"
      variant="light"
      radius={0}
      style={{ borderBottom: '3px solid var(--mantine-color-orange-6)' }}
      icon={<IconUserShare size={20} aria-hidden />}
      role="status"
      aria-label="Impersonation"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={600}>
          You are viewing the site as {status.data.userEmail}
          {status.data.adminEmail ? ` (signed in as ${status.data.adminEmail})` : ''}
          {until ? `, until ${until}` : ''}.
        </Text>
        <Button size="xs" color="dark" onClick={goBack} loading={end.isPending}>
          Return to admin
        </Button>
      </Group>
    </Alert>
  )
}

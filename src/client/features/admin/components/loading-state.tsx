import { Alert, Button, Skeleton, Stack } from '@mantine/core'
import { errorMessage } from '../../../lib/api-client'

/** A section's skeleton while it loads, or its error with a retry. */
export function LoadingState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading">
        <Skeleton height={48} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    )
  }
  return (
    <Alert color="red" title="This could not be loaded" role="alert">
      {errorMessage(error)}
      <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry} display="block">
        Try again
      </Button>
    </Alert>
  )
}

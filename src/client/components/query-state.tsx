import { Alert, Button, Skeleton, Stack } from '@mantine/core'
import { errorMessage } from '../lib/api-client'

/** A section's loading skeleton (while its data or its code loads). */
export function SectionSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={96} radius="lg" />
      <Skeleton height={96} radius="lg" />
      <Skeleton height={160} radius="lg" />
    </Stack>
  )
}

/** A section's loading skeleton, or its load error with a retry (dashboard tabs, admin sections). */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) return <SectionSkeleton />
  return (
    <Alert color="red" title="This could not be loaded" role="alert">
      {errorMessage(error)}
      <Button variant="light" color="red" size="xs" mt="sm" onClick={onRetry} display="block">
        Try again
      </Button>
    </Alert>
  )
}

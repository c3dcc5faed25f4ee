import { Button, Card, Container, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { pages } from '@shared/routes'
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '../../lib/api-client'
import { useActivateAccount } from './api/activate'

const INVALID = 'Invalid activation link. Please check your email for the correct link.'
type State = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string }

export function ActivatePage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const activate = useActivateAccount()
  const started = useRef(false)
  const token = params.get('token')
  const email = params.get('email')

  useEffect(() => {
    if (started.current || !token || !email) return
    started.current = true
    activate.mutate(
      { token, email },
      { onSuccess: () => setTimeout(() => navigate(pages.dashboard.href()), 2000) },
    )
  }, [token, email, activate.mutate, navigate])

  const state: State =
    !token || !email
      ? { kind: 'error', message: INVALID }
      : activate.isSuccess
        ? { kind: 'success' }
        : activate.isError
          ? {
              kind: 'error',
              message: errorMessage(activate.error, 'Account activation failed. Please try again.'),
            }
          : { kind: 'loading' }

  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="xl">
        <Stack align="center" ta="center" aria-live="polite">
          {state.kind === 'loading' && (
            <>
              <Loader />
              <Title order={1} size="h3">
                Activating your account...
              </Title>
            </>
          )}
          {state.kind === 'success' && (
            <>
              <ThemeIcon size={56} radius="xl" color="teal" variant="light">
                <IconCircleCheck size={34} aria-hidden />
              </ThemeIcon>
              <Title order={1} size="h3">
                Account Activated!
              </Title>
              <Text c="dimmed">Your account is active. Taking you to your dashboard...</Text>
            </>
          )}
          {state.kind === 'error' && (
            <>
              <ThemeIcon size={56} radius="xl" color="red" variant="light">
                <IconCircleX size={34} aria-hidden />
              </ThemeIcon>
              <Title order={1} size="h3">
                Activation Failed
              </Title>
              <Text>{state.message}</Text>
              <Group>
                <Button component={Link} to={pages.auth.href()}>
                  Try Login
                </Button>
                <Button component={Link} to={pages.home.href()} variant="default">
                  Return Home
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  )
}

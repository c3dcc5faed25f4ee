import { Button, Card, Container, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { userQueryKey } from '@shared/auth/auth.schemas'
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { errorMessage } from '../../lib/api-client'
import { activateAccount } from './api/activate'

const INVALID = 'Invalid activation link. Please check your email for the correct link.'
type State = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string }

export function ActivatePage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const token = params.get('token')
    const email = params.get('email')
    if (!token || !email) {
      setState({ kind: 'error', message: INVALID })
      return
    }
    activateAccount(token, email)
      .then(async () => {
        setState({ kind: 'success' })
        await queryClient.invalidateQueries({ queryKey: userQueryKey })
        setTimeout(() => navigate('/dashboard'), 2000)
      })
      .catch((e) =>
        setState({ kind: 'error', message: errorMessage(e, 'Account activation failed. Please try again.') }),
      )
  }, [params, navigate, queryClient])

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
                <Button component={Link} to="/auth">
                  Try Login
                </Button>
                <Button component={Link} to="/" variant="default">
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

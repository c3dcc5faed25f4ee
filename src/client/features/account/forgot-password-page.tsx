import { Anchor, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconMailCheck } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { toast } from '../../components/toast'
import { requestPasswordReset } from './api/forgot-password'

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Valid email is required')
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      const { message } = await requestPasswordReset(email.trim())
      setSent(message)
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to send reset email. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="xl">
        {sent ? (
          <Stack align="center" ta="center">
            <IconMailCheck size={48} aria-hidden />
            <Title order={1} size="h3">
              Check Your Email
            </Title>
            <Text>{sent}</Text>
            <Text size="sm" c="dimmed">
              The link works once and expires in 1 hour.
            </Text>
            <Button variant="default" onClick={() => setSent(null)}>
              Try Again
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Title order={1} size="h3">
                Forgot your password?
              </Title>
              <Text c="dimmed" size="sm">
                Enter the email of your account and we'll send you a link to choose a new password.
              </Text>
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                required
                value={email}
                error={error}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <Button type="submit" loading={busy}>
                Send Reset Link
              </Button>
              <Anchor component={Link} to="/auth" size="sm" ta="center">
                Back to Sign In
              </Anchor>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  )
}

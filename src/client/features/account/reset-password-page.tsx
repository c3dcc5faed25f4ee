import { Button, Card, Container, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { type FormEvent, useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from '../../components/toast'
import { errorMessage } from '../../lib/api-client'
import { resetPassword } from './api/reset-password'

type Errors = { password?: string; confirm?: string }

export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (token) return
    toast({
      title: 'Invalid reset link',
      description: 'This reset link is invalid or expired.',
      variant: 'destructive',
    })
    navigate('/auth', { replace: true })
  }, [token, navigate])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const next: Errors = {}
    if (password.length < 8) next.password = 'Password must be at least 8 characters'
    if (password !== confirm) next.confirm = "Passwords don't match"
    setErrors(next)
    if (Object.keys(next).length > 0 || !token) return
    setBusy(true)
    try {
      await resetPassword(token, password)
      setDone(true)
    } catch (err) {
      toast({
        title: 'Reset failed',
        description: errorMessage(err, 'Failed to reset password. Please try again.'),
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Container size="xs" py="xl">
      <Card withBorder padding="xl">
        {done ? (
          <Stack align="center" ta="center">
            <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
            <Title order={1} size="h3">
              Password Reset
            </Title>
            <Text>Your password has been changed. Sign in with your new password.</Text>
            <Button component={Link} to="/auth">
              Sign In
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Title order={1} size="h3">
                Choose a new password
              </Title>
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                required
                value={password}
                error={errors.password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                required
                value={confirm}
                error={errors.confirm}
                onChange={(e) => setConfirm(e.currentTarget.value)}
              />
              <Button type="submit" loading={busy} disabled={!token}>
                Reset Password
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  )
}

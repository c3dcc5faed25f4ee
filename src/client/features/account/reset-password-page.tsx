import { Button, Card, Container, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { NewPasswordSchema } from '@shared/auth/password-policy'
import { pages } from '@shared/routes'
import { IconCircleCheck } from '@tabler/icons-react'
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { useSchemaForm } from '../../components/form-dialog'
import { toast } from '../../components/toast'
import { errorMessage } from '../../lib/api-client'
import { useResetPassword } from './api/reset-password'

/** The new password twice: the one password policy, and both the same (both problems shown at once). */
const ResetFormSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    message: "Passwords don't match",
    path: ['confirm'],
    when: () => true,
  })

export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const navigate = useNavigate()
  const form = useSchemaForm(ResetFormSchema, { password: '', confirm: '' })
  const reset = useResetPassword()
  const done = reset.isSuccess

  useEffect(() => {
    if (token) return
    toast({
      title: 'Invalid reset link',
      description: 'This reset link is invalid or expired.',
      variant: 'destructive',
    })
    navigate(pages.auth.href(), { replace: true })
  }, [token, navigate])

  const submit = ({ password }: { password: string }) => {
    if (!token) return
    reset.mutate(
      { token, newPassword: password },
      {
        onError: (err) =>
          toast({
            title: 'Reset failed',
            description: errorMessage(err, 'Failed to reset password. Please try again.'),
            variant: 'destructive',
          }),
      },
    )
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
            <Button component={Link} to={pages.auth.href()}>
              Sign In
            </Button>
          </Stack>
        ) : (
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Stack>
              <Title order={1} size="h3">
                Choose a new password
              </Title>
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                required
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm new password"
                autoComplete="new-password"
                required
                {...form.getInputProps('confirm')}
              />
              <Button type="submit" loading={reset.isPending} disabled={!token}>
                Reset Password
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  )
}

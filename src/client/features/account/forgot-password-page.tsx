import { Anchor, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core'
import { type ForgotPasswordRequest, ForgotPasswordRequestSchema } from '@shared/account/account.schemas'
import { pages } from '@shared/routes'
import { IconMailCheck } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useSchemaForm } from '../../components/form-dialog'
import { toast } from '../../components/toast'
import { useRequestPasswordReset } from './api/forgot-password'

export function ForgotPasswordPage() {
  const form = useSchemaForm(ForgotPasswordRequestSchema, { email: '' })
  const request = useRequestPasswordReset()
  const submit = ({ email }: ForgotPasswordRequest) =>
    request.mutate(email, {
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to send reset email. Please try again.',
          variant: 'destructive',
        }),
    })
  const sent = request.data?.message

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
            <Button variant="default" onClick={() => request.reset()}>
              Try Again
            </Button>
          </Stack>
        ) : (
          <form onSubmit={form.onSubmit(submit)} noValidate>
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
                {...form.getInputProps('email')}
              />
              <Button type="submit" loading={request.isPending}>
                Send Reset Link
              </Button>
              <Anchor component={Link} to={pages.auth.href()} size="sm" ta="center">
                Back to Sign In
              </Anchor>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  )
}

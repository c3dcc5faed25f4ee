import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { type RegisterRequest, RegisterRequestSchema } from '@shared/auth/auth.schemas'
import { pages } from '@shared/routes'
import { Link } from 'react-router'

type Props = { pending: boolean; onSubmit: (values: RegisterRequest) => void }

export function SignUpForm({ pending, onSubmit }: Props) {
  const form = useForm<RegisterRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '', username: '', password: '' },
    validate: schemaResolver(RegisterRequestSchema, { sync: true }),
  })
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(RegisterRequestSchema.parse(values)))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          placeholder="you@business.com"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Username"
          placeholder="At least 3 characters"
          autoComplete="username"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          placeholder="At least 8 characters"
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" loading={pending} fullWidth>
          Create Account
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          By creating an account you accept the{' '}
          <Anchor component={Link} to={pages.terms.href()} inherit>
            Terms of Service
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to={pages.privacy.href()} inherit>
            Privacy Policy
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  )
}

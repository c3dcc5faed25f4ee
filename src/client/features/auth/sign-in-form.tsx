import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { type LoginRequest, LoginRequestSchema } from '@shared/auth/auth.schemas'
import { pages } from '@shared/routes'
import { Link } from 'react-router'

type Props = { pending: boolean; onSubmit: (values: LoginRequest) => void }

export function SignInForm({ pending, onSubmit }: Props) {
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(LoginRequestSchema, { sync: true }),
  })
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(LoginRequestSchema.parse(values)))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email or username"
          placeholder="you@business.com"
          autoComplete="username"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={pages['forgot-password'].href()} size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={pending} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  )
}

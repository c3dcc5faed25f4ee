import { Button, Container, PasswordInput, Stack, TextInput, Title } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { Navigate } from 'react-router'
import { useAuth } from './auth-context'

export function AuthPage() {
  const { user, loginMutation } = useAuth()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  if (user) return <Navigate to="/dashboard" replace />
  const submit = (e: FormEvent) => {
    e.preventDefault()
    loginMutation.mutate({ username, password })
  }
  return (
    <Container size="xs" py="xl">
      <Title order={1}>Sign In</Title>
      <form onSubmit={submit}>
        <Stack mt="md">
          <TextInput
            label="Email or username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={loginMutation.isPending}>
            Sign In
          </Button>
        </Stack>
      </form>
    </Container>
  )
}

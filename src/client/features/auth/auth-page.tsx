import { Card, Container, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core'
import { Navigate, useNavigate } from 'react-router'
import { AuthBenefits } from './auth-benefits'
import { useAuth } from './auth-context'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

export function AuthPage() {
  const { user, loginMutation, registerMutation } = useAuth()
  const navigate = useNavigate()
  if (user) return <Navigate to="/dashboard" replace />
  const toDashboard = { onSuccess: () => navigate('/dashboard', { replace: true }) }

  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 28, md: 34 }}>
              Welcome to your account
            </Title>
            <Text c="dimmed" mt={6}>
              Sign in to see your reports, or create a free account.
            </Text>
          </div>
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
            <Tabs defaultValue="signin" keepMounted={false}>
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="signin">Sign In</Tabs.Tab>
                <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="signin">
                <SignInForm
                  pending={loginMutation.isPending}
                  onSubmit={(values) => loginMutation.mutate(values, toDashboard)}
                />
              </Tabs.Panel>
              <Tabs.Panel value="signup">
                <SignUpForm
                  pending={registerMutation.isPending}
                  onSubmit={(values) => registerMutation.mutate(values, toDashboard)}
                />
              </Tabs.Panel>
            </Tabs>
          </Card>
        </Stack>
        <AuthBenefits />
      </SimpleGrid>
    </Container>
  )
}

import { Card, Container, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core'
import { isMfaRequired } from '@shared/auth/login-answer'
import type { MfaRequired } from '@shared/auth/second-factor.schemas'
import { pages } from '@shared/routes'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { toast } from '../../components/toast'
import { errorMessage } from '../../lib/api-client'
import { useLogin, useRegister, useSecondFactor } from './api/sign-in'
import { AuthBenefits } from './auth-benefits'
import { useAuth } from './auth-context'
import { SecondFactorStep } from './second-factor-step'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

export function AuthPage() {
  const { user } = useAuth()
  const loginMutation = useLogin()
  const secondFactorMutation = useSecondFactor()
  const registerMutation = useRegister()
  const navigate = useNavigate()
  // The password was right and a code must follow: the sign-in card shows the code step.
  const [challenge, setChallenge] = useState<MfaRequired | null>(null)
  if (user) return <Navigate to={pages.dashboard.href()} replace />
  const toDashboard = { onSuccess: () => navigate(pages.dashboard.href(), { replace: true }) }
  const backToPassword = () => {
    secondFactorMutation.reset()
    setChallenge(null)
  }
  const signIn = (values: Parameters<typeof loginMutation.mutate>[0]) =>
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if (isMfaRequired(answer)) setChallenge(answer)
        else navigate(pages.dashboard.href(), { replace: true })
      },
    })
  const verify = (code: string) =>
    secondFactorMutation.mutate(
      { code },
      {
        ...toDashboard,
        // A spent or expired sign-in starts again from the password.
        onError: (error) => {
          if (!/^401: .*"UNAUTHENTICATED"/.test(error.message)) return
          setChallenge(null)
          toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' })
        },
      },
    )

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
            {challenge ? (
              <SecondFactorStep
                enrolment={challenge.enrolment}
                pending={secondFactorMutation.isPending}
                error={secondFactorMutation.error}
                onSubmit={verify}
                onBack={backToPassword}
              />
            ) : (
              <Tabs defaultValue="signin" keepMounted={false}>
                <Tabs.List grow mb="lg">
                  <Tabs.Tab value="signin">Sign In</Tabs.Tab>
                  <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="signin">
                  <SignInForm pending={loginMutation.isPending} onSubmit={signIn} />
                </Tabs.Panel>
                <Tabs.Panel value="signup">
                  <SignUpForm
                    pending={registerMutation.isPending}
                    onSubmit={(values) => registerMutation.mutate(values, toDashboard)}
                  />
                </Tabs.Panel>
              </Tabs>
            )}
          </Card>
        </Stack>
        <AuthBenefits />
      </SimpleGrid>
    </Container>
  )
}

import { Button, Card, Container, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconMail } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'

export const REDIRECT_SECONDS = 10

const nextSteps = [
  'Open the email we just sent and activate your account.',
  'Sign in with the email and password you chose at checkout.',
  'Open your dashboard to read the full report: every option ranked, costs and an implementation guide.',
]

export function PaymentSuccessPage() {
  const navigate = useNavigate()
  const [left, setLeft] = useState(REDIRECT_SECONDS)

  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    if (left === 0) navigate('/auth')
  }, [left, navigate])

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Card withBorder padding="xl">
        <Stack gap="lg">
          <Stack align="center" ta="center" gap="xs">
            <ThemeIcon size={64} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={40} aria-hidden />
            </ThemeIcon>
            <Title order={1}>Payment Successful!</Title>
            <Text c="dimmed">Thank you for your purchase. Your full report is ready.</Text>
          </Stack>
          <Card bg="var(--mantine-color-brand-light)" padding="md" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <IconMail size={24} aria-hidden style={{ flexShrink: 0 }} />
              <div>
                <Text fw={600}>Check your email</Text>
                <Text size="sm">
                  We sent your order confirmation and a link to activate your account. It can take a minute to
                  arrive; check your spam folder if you don't see it.
                </Text>
              </div>
            </Group>
          </Card>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Next steps
            </Title>
            <List type="ordered" spacing="xs">
              {nextSteps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" c="dimmed" role="timer" aria-live="polite">
              Redirecting to sign in in {left} second{left === 1 ? '' : 's'}...
            </Text>
            <Progress value={((REDIRECT_SECONDS - left) / REDIRECT_SECONDS) * 100} size="sm" aria-hidden />
          </Stack>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <Button component={Link} to="/auth">
              Sign In Now
            </Button>
            <Button component={Link} to="/" variant="default">
              Return Home
            </Button>
            <Button component={Link} to="/blog" variant="default">
              Read Our Blog
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  )
}

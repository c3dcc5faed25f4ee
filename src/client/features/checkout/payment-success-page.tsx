import { Button, Card, Container, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { pages } from '@shared/routes'
import { IconCircleCheck, IconMail, IconReceipt } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'

const REDIRECT_SECONDS = 10

const nextSteps = [
  'Open the email we just sent and confirm your email address.',
  "You're signed in on this device; elsewhere, sign in with the email and password you chose at checkout.",
  'Open your dashboard to read the full report: every option ranked, costs and an implementation guide.',
]

/** The state the checkout navigates here with; a visit without it has no purchase to confirm. */
export type PurchaseState = { purchased: true }

export function PaymentSuccessPage() {
  const location = useLocation()
  const purchased = (location.state as PurchaseState | null)?.purchased === true
  return purchased ? <PurchaseConfirmation /> : <NoPurchase />
}

function NoPurchase() {
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Card withBorder padding="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconReceipt size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1}>No purchase to confirm</Title>
          <Text c="dimmed">
            This page confirms a purchase right after checkout. If you bought a report, sign in to read it in
            your dashboard; otherwise, start with a free assessment.
          </Text>
          <Group justify="center">
            <Button component={Link} to={pages.auth.href()}>
              Sign In
            </Button>
            <Button component={Link} to={pages.assessment.href({ id: 'start' })} variant="default">
              Start Free Assessment
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  )
}

function PurchaseConfirmation() {
  const navigate = useNavigate()
  const [left, setLeft] = useState(REDIRECT_SECONDS)

  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    if (left === 0) navigate(pages.auth.href())
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
                  We sent your receipt and a link to confirm your email address. It can take a minute to
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
            <Button component={Link} to={pages.auth.href()}>
              Sign In Now
            </Button>
            <Button component={Link} to={pages.home.href()} variant="default">
              Return Home
            </Button>
            <Button component={Link} to={pages.blog.href()} variant="default">
              Read Our Blog
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  )
}

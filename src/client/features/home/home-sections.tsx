import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { IconCheck, IconClipboardList, IconFileAnalytics, IconTrophy } from '@tabler/icons-react'
import { Link } from 'react-router'

const steps = [
  {
    icon: IconClipboardList,
    title: 'Tell us about your business',
    text: 'Your business type, industry, monthly volume and what matters most to you.',
  },
  {
    icon: IconTrophy,
    title: 'Get your top match, free',
    text: 'We price every provider against your numbers and show your best match with a score and reasons.',
  },
  {
    icon: IconFileAnalytics,
    title: 'Switch with confidence',
    text: 'The full report ranks every option, breaks down costs and guides you through the move.',
  },
]

const plans = [
  {
    name: 'Free Recommendation',
    price: '$0',
    note: 'for every business',
    features: ['Your top provider match', 'Match score and reasons', 'Estimated monthly cost'],
    cta: 'Start Free Assessment',
    highlighted: false,
  },
  {
    name: 'Full Report',
    price: '$49.99',
    note: 'one-time, startups and established businesses',
    features: [
      'Every option ranked',
      'Full cost breakdown',
      'Implementation guide',
      '3-day money-back guarantee',
    ],
    cta: 'Get My Full Report',
    highlighted: true,
  },
  {
    name: 'Enterprise Report',
    price: '$499.99',
    note: 'one-time, multi-location businesses',
    features: ['5+ enterprise providers', 'Interchange-plus analysis', 'Negotiation guidance'],
    cta: 'Start Enterprise Assessment',
    highlighted: false,
  },
]

export function HowItWorks() {
  return (
    <Box component="section" id="how-it-works" py={{ base: 48, md: 72 }} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <Title order={2} id="how-it-works-title" ta="center">
          How it works
        </Title>
        <Text c="dimmed" ta="center" mt="xs" maw={560} mx="auto">
          Three steps from guesswork to a processor that fits your business.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <Card key={title} withBorder radius="lg" p="lg">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Text fw={700} mt="md" fz="lg">
                {i + 1}. {title}
              </Text>
              <Text c="dimmed" mt={6}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}

export function Pricing() {
  return (
    <Box
      component="section"
      id="pricing"
      py={{ base: 48, md: 72 }}
      bg="var(--pm-surface-muted)"
      aria-labelledby="pricing-title"
    >
      <Container size="lg">
        <Title order={2} id="pricing-title" ta="center">
          Simple, one-time pricing
        </Title>
        <Text c="dimmed" ta="center" mt="xs">
          Your top recommendation is always free. Pay only if you want the full picture.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
          {plans.map((plan) => (
            <Card
              key={plan.name}
              withBorder
              radius="lg"
              p="xl"
              shadow={plan.highlighted ? 'md' : undefined}
              style={
                plan.highlighted ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}
              }
            >
              <Stack gap="sm" h="100%">
                {plan.highlighted && (
                  <Badge w="fit-content" variant="filled">
                    Most popular
                  </Badge>
                )}
                <Title order={3} fz="lg">
                  {plan.name}
                </Title>
                <Text fz={36} fw={800} lh={1}>
                  {plan.price}
                </Text>
                <Text size="sm" c="dimmed">
                  {plan.note}
                </Text>
                <List
                  spacing="xs"
                  size="sm"
                  icon={
                    <ThemeIcon size={20} radius="xl" color="savings.7" aria-hidden>
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                  style={{ flex: 1 }}
                >
                  {plan.features.map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List>
                <Button
                  component={Link}
                  to="/assessment/start"
                  variant={plan.highlighted ? 'filled' : 'default'}
                  fullWidth
                  mt="sm"
                >
                  {plan.cta}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}

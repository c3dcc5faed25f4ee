import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconCalculator,
  IconChecklist,
  IconFileDescription,
  IconListNumbers,
  IconPlugConnected,
  IconShieldCheck,
} from '@tabler/icons-react'
import classes from './home.module.css'

const FEATURES = [
  {
    icon: IconCalculator,
    title: 'Cost modelled to the cent',
    body: 'Flat, interchange-plus, subscription and tiered pricing priced for your volume, ticket size and card mix, including monthly, PCI, gateway and batch fees.',
  },
  {
    icon: IconListNumbers,
    title: 'Ranked by your priorities',
    body: 'Match scores weigh cost with the priorities you rank, your industry, your volume and the integrations you need.',
  },
  {
    icon: IconFileDescription,
    title: 'Reasons you can check',
    body: 'Every recommendation comes with the reasons and figures behind it, and every rate links to its public source.',
  },
  {
    icon: IconPlugConnected,
    title: 'Implementation guide',
    body: 'The full report covers setup steps, integrations with your e-commerce, POS and accounting tools, and how long each switch takes.',
  },
  {
    icon: IconChecklist,
    title: 'Contract terms compared',
    body: 'Contract length, auto-renewal, early-termination fees and monthly minimums are shown for every provider before you sign.',
  },
  {
    icon: IconShieldCheck,
    title: 'No account needed',
    body: 'Start with just an email address. Your answers are saved, so you can finish later.',
  },
]

export function FeaturesSection() {
  return (
    <section className={classes.section} aria-labelledby="features-title">
      <Container size="lg">
        <Title order={2} id="features-title">
          Features and implementation
        </Title>
        <Text mt="sm" c="dimmed" maw={720}>
          From the first estimate to the day you switch: what the assessment and the full report give you.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl" mt="xl">
          {FEATURES.map((f) => (
            <Stack key={f.title} gap="xs">
              <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden="true">
                <f.icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {f.title}
              </Title>
              <Text c="dimmed">{f.body}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  )
}

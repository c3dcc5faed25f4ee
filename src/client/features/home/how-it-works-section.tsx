import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import classes from './home.module.css'

const STEPS = [
  {
    title: 'Tell us about your business',
    body: 'Business type, industry, monthly card volume and number of sales, and your current provider. It takes 5-10 minutes.',
  },
  {
    title: 'Rank what matters to you',
    body: 'Low fees, easy setup, mobile payments, recurring billing, international cards or support: put them in your order.',
  },
  {
    title: 'We model your costs',
    body: 'Our engine prices every provider for your volume and card mix, from published rates and interchange tables, to the cent.',
  },
  {
    title: 'Get your recommendation',
    body: 'See your top match, its score and the reasons, free. The full report ranks every option with a cost breakdown.',
  },
]

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className={classes.section} aria-labelledby="how-it-works-title">
      <Container size="lg">
        <Title order={2} id="how-it-works-title">
          How it works
        </Title>
        <Text mt="sm" c="dimmed" maw={720}>
          Four steps from your numbers to a recommendation you can check.
        </Text>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, md: 4 }}
          spacing="xl"
          mt="xl"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {STEPS.map((s, i) => (
            <Stack component="li" key={s.title} gap="xs">
              <span className={classes.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <Title order={3} size="h4">
                {s.title}
              </Title>
              <Text c="dimmed">{s.body}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  )
}

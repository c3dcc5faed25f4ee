import { Button, Card, Container, List, SimpleGrid, Text, Title } from '@mantine/core'
import { reportPriceText } from '@shared/checkout/prices'
import {
  REFUND_WINDOW_DAYS,
  REPORT_ACCESS_DAYS,
  refundPromiseText,
  reportAccessText,
} from '@shared/reports/report-terms'
import classes from './home.module.css'

type Plan = {
  name: string
  price: string
  note: string
  items: string[]
  cta: string
  featured?: boolean
}

const PLANS: Plan[] = [
  {
    name: 'Free recommendation',
    price: '$0',
    note: 'No card, no account',
    items: ['Your top provider match', 'Match score and reasons', 'Estimated monthly cost'],
    cta: 'Start Free Assessment',
  },
  {
    name: 'Full report',
    price: reportPriceText('paid_startup'),
    note: `One-off, for startups and established businesses; ${reportAccessText()}`,
    items: [
      'Every option ranked for your business',
      'Line-by-line cost breakdown',
      'Implementation guide',
      'Dashboard access and a PDF copy',
    ],
    cta: 'Start with the free assessment',
    featured: true,
  },
  {
    name: 'Enterprise report',
    price: reportPriceText('paid_enterprise'),
    note: `One-off, for multi-location and high-volume businesses; ${reportAccessText()}`,
    items: [
      '5+ enterprise providers compared',
      'Multi-location and international cost model',
      'Implementation guide for each option',
    ],
    cta: 'Start with the free assessment',
  },
]

export function PricingSection({ onStart }: { onStart: () => void }) {
  return (
    <section
      id="pricing"
      className={`${classes.section} ${classes.sectionAlt}`}
      aria-labelledby="pricing-title"
    >
      <Container size="lg">
        <Title order={2} id="pricing-title">
          Pricing
        </Title>
        <Text mt="sm" c="dimmed" maw={720}>
          The recommendation is free. Pay only if you want the full report, with a {REFUND_WINDOW_DAYS}-day
          money-back guarantee.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
          {PLANS.map((plan) => (
            <Card
              key={plan.name}
              withBorder
              radius="md"
              padding="lg"
              className={classes.priceCard}
              data-featured={plan.featured || undefined}
            >
              <Title order={3} size="h4">
                {plan.name}
              </Title>
              <Text className={classes.price} mt="xs">
                {plan.price}
              </Text>
              <Text size="sm" c="dimmed">
                {plan.note}
              </Text>
              <List size="sm" spacing={6} mt="md" mb="lg" style={{ flex: 1 }}>
                {plan.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
              <Button variant={plan.featured ? 'filled' : 'light'} onClick={onStart} fullWidth>
                {plan.cta}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        <Text mt="lg" size="sm" c="dimmed">
          {REFUND_WINDOW_DAYS}-day money-back guarantee on every paid report. {refundPromiseText} Each report
          stays open in your dashboard for {REPORT_ACCESS_DAYS} days from purchase. Prices in US dollars.
        </Text>
      </Container>
    </section>
  )
}

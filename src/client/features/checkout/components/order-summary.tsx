import { Badge, Card, Divider, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { OrderSummary as Order } from '@shared/checkout/checkout.schemas'
import { REPORT_LABELS } from '@shared/checkout/prices'
import { formatUsd } from '@shared/format'
import { REFUND_WINDOW_DAYS, reportAccessText } from '@shared/reports/report-terms'
import { IconCheck } from '@tabler/icons-react'

const includes = [
  'Every provider ranked for your business, not just the top match',
  'Monthly cost breakdown for each option',
  'Step-by-step implementation guide',
  'Negotiation toolkit and dashboard access',
]

const dollars = (amount: number) => formatUsd(Math.round(amount * 100))

export function OrderSummary({ order, promoName }: { order: Order; promoName: string | null }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-summary-title">
          Order Summary
        </Title>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>{REPORT_LABELS[order.reportType]}</Text>
          <Text fw={600}>{dollars(order.originalAmount)}</Text>
        </Group>
        <List
          spacing={6}
          size="sm"
          c="dimmed"
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
        >
          {includes.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {order.discountPercentage > 0 && (
          <Group justify="space-between" c="teal.8">
            <Group gap={6}>
              <Text size="sm">Discount</Text>
              <Badge color="teal" variant="light">
                {promoName ? `${promoName} · ` : ''}
                {order.discountPercentage}% off
              </Badge>
            </Group>
            <Text size="sm">−{dollars(order.discountAmount)}</Text>
          </Group>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} size="xl" data-testid="order-total">
            {dollars(order.amount)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          One-time payment in US dollars, for {reportAccessText(order.accessDays)} from purchase.{' '}
          {REFUND_WINDOW_DAYS}-day money-back guarantee.
        </Text>
      </Stack>
    </Card>
  )
}

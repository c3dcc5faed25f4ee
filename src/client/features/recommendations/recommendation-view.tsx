import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import type { AssessmentResponse } from '@shared/assessment/assessment.schemas'
import { countOf } from '@shared/format'
import { advisedOption, optionLabel } from '@shared/pricing/advice-options'
import type { Savings } from '@shared/pricing/estimate-result'
import { pages } from '@shared/routes'
import { IconMail } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useSendRecommendationEmail } from './api/send-recommendation-email'
import { AdviceBox } from './components/advice-box'
import { CheckoutButton } from './components/checkout-button'
import { CostChart } from './components/cost-chart'
import { EnterprisePitch } from './components/enterprise-pitch'
import { REPORT_PRICE } from './components/format'
import { LockedTeasers } from './components/locked-teasers'
import { MoneyBack } from './components/money-back'
import { PlanComparison } from './components/plan-comparison'
import { TopProviderCard } from './components/top-provider-card'

const BASELINE_NAMES: Partial<Record<Savings['baselineSource'], string>> = {
  last_month_fees: 'Your current fees',
  stated_terms: 'Your stated rates',
  percentile_baseline: 'Typical higher-cost provider',
}
const baselineName = (s: Savings) =>
  BASELINE_NAMES[s.baselineSource] ?? `${s.baselineLabel.replace(/^vs\. /, '')} (your provider)`

export function RecommendationView({ data }: { data: AssessmentResponse }) {
  const { assessment, savings, teasers, optionsAnalysed } = data
  const top = data.recommendations[0]
  const advised = data.advice ? advisedOption(data.advice) : null
  const send = useSendRecommendationEmail()
  const id = assessment.id
  if (assessment.businessType === 'enterprise' || !top) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Your Recommendations
        </Title>
        <EnterprisePitch id={id} optionsAnalysed={optionsAnalysed} />
        <MoneyBack />
      </Stack>
    )
  }
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Your Recommendations
        </Title>
        <Text c="dimmed">
          We compared {countOf(optionsAnalysed, 'payment processor')} against your answers. Here is your best
          match.
        </Text>
      </Stack>

      {data.advice && <AdviceBox advice={data.advice} />}

      <TopProviderCard
        top={top}
        savings={savings}
        optionsAnalysed={optionsAnalysed}
        highest={teasers.every((t) => t.matchScore <= top.matchScore)}
      />

      {/* Compared only with what the owner pays today, never with a provider they never used. */}
      {savings && savings.baselineSource !== 'percentile_baseline' && (
        <CostChart
          title="Estimated monthly cost"
          bars={[
            { label: baselineName(savings), value: savings.currentMonthlyCost },
            // The path the advice takes, at the cost its saving is measured with (an asked price, a switch).
            {
              label: advised ? optionLabel(advised) : `${top.pspProvider.name} (recommended)`,
              value: savings.recommendedMonthlyCost,
              highlight: true,
            },
          ]}
        />
      )}

      <Group grow preventGrowOverflow={false} wrap="wrap">
        <Button
          variant="default"
          size="md"
          leftSection={<IconMail size={18} aria-hidden />}
          loading={send.isPending}
          onClick={() => send.mutate(id)}
        >
          Email My Free Recommendation
        </Button>
        <CheckoutButton id={id} size="md">
          Get Full Report - {REPORT_PRICE}
        </CheckoutButton>
      </Group>

      <Stack gap="sm">
        <Title order={2} fz="xl">
          More options for you
        </Title>
        <LockedTeasers teasers={teasers} />
      </Stack>

      <Stack gap="sm">
        <Title order={2} fz="xl">
          Free recommendation or full report?
        </Title>
        <PlanComparison price={REPORT_PRICE} />
      </Stack>

      <MoneyBack />

      <Text size="sm" c="dimmed">
        Estimates are based on published fee schedules and your answers; your final rates depend on the
        provider's approval.{' '}
        <Anchor component={Link} to={pages.methodology.href()}>
          How we calculate this
        </Anchor>
      </Text>
    </Stack>
  )
}

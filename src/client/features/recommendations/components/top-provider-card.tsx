import {
  Anchor,
  Badge,
  Group,
  List,
  Paper,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { freeSavings, NO_FREE_SAVINGS } from '@shared/assessment/free-savings'
import { formatRate, formatUsdFromDollars } from '@shared/format'
import { formatDate } from '@shared/format-date'
import type { Recommendation, Savings } from '@shared/pricing/estimate-result'
import { toCents } from '@shared/pricing/money'
import { pages } from '@shared/routes'
import { Link } from 'react-router'

const feeLine = (p: Recommendation['pspProvider']) => {
  const base = formatRate({ percent: p.transactionFeePercent, fixedCents: toCents(p.transactionFeeFixed) })
  return p.rateBasis === 'markup_over_interchange' ? `Interchange + ${base}` : base
}

type Props = {
  top: Recommendation
  savings: Savings | null
  /** How many providers the engine scored for these answers (the response's `optionsAnalysed`). */
  optionsAnalysed: number
  /**
   * Whether no other provider scored higher: the card leads with what the advice recommends (the current
   * provider when the advice is to stay or ask it for a better price), which may not be the highest score.
   */
  highest: boolean
}

/** What the score means for this merchant: the highest of those scored, or the provider the advice keeps. */
export const scoreContext = (optionsAnalysed: number, highest = true) =>
  !highest
    ? 'the provider behind the advice above: scores weigh price and fit, the advice also counts what switching costs'
    : optionsAnalysed > 1
      ? `the highest of the ${optionsAnalysed} providers scored on your answers`
      : 'scored on your answers'

export function TopProviderCard({ top, savings, optionsAnalysed, highest }: Props) {
  const p = top.pspProvider
  const saving = (savings && freeSavings(savings)) ?? NO_FREE_SAVINGS
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Badge variant="light" w="fit-content">
              Your best match
            </Badge>
            <Title order={2} fz={{ base: 26, sm: 32 }} data-testid="top-provider">
              {p.name}
            </Title>
            <Text c="dimmed" size="sm">
              {p.description}
            </Text>
          </Stack>
          <RingProgress
            size={96}
            thickness={9}
            roundCaps
            sections={[{ value: top.matchScore, color: 'teal' }]}
            label={
              <Text ta="center" fw={800} fz="lg">
                {top.matchScore}%
              </Text>
            }
            aria-label={`Match score ${top.matchScore}%`}
          />
        </Group>
        <Text size="sm">
          <strong>Match score {top.matchScore}%</strong> · {scoreContext(optionsAnalysed, highest)} (
          <Anchor component={Link} to={pages.methodology.href()} inherit>
            how scores work
          </Anchor>
          )
        </Text>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Paper bg="var(--mantine-color-gray-light)" p="md" radius="md">
            <Text size="sm">Estimated monthly cost</Text>
            <Text fz={28} fw={800}>
              {formatUsdFromDollars(top.estimatedMonthlyCost)}
            </Text>
            <Text size="xs">{top.effectiveRate}% of your volume, all fees included</Text>
          </Paper>
          <Paper bg="var(--mantine-color-teal-light)" p="md" radius="md">
            <Text size="sm">Potential annual savings</Text>
            <Text fz={28} fw={800}>
              {saving.value}
            </Text>
            <Text size="xs">{saving.note}</Text>
          </Paper>
        </SimpleGrid>

        <Stack gap="xs">
          <Title order={3} fz="lg">
            Why {p.name} fits your business
          </Title>
          <List spacing="xs" size="sm">
            {top.reasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Stack>

        <Stack gap={4}>
          <Title order={3} fz="lg">
            Fee details
          </Title>
          <Group gap="xl" wrap="wrap">
            <Text size="sm">
              Transaction fee: <strong>{feeLine(p)}</strong>
            </Text>
            <Text size="sm">
              Monthly fee: <strong>{formatUsdFromDollars(p.monthlyFee)}</strong>
            </Text>
            {p.setupFee > 0 && (
              <Text size="sm">
                Setup fee: <strong>{formatUsdFromDollars(p.setupFee)}</strong>
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Source:{' '}
            <Anchor href={p.sourceUrl} target="_blank" rel="noopener noreferrer" size="xs">
              {p.name} published pricing
            </Anchor>
            , as of {formatDate(p.asOf)}
            {p.isEstimate ? ' (typical terms; quotes vary)' : ''}.{' '}
            <Anchor component={Link} to={pages.methodology.href()} size="xs">
              How we calculate this
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </Paper>
  )
}

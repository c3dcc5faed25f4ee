import { Alert, Badge, Box, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { advisedOption, optionLabel, remainingDetails } from '@shared/pricing/advice-options'
import type { Advice, AdviceOption } from '@shared/pricing/estimate-result'

const TITLES: Record<Advice['kind'], string> = {
  switch: 'Our advice: switch',
  stay: 'Our advice: stay where you are',
  renegotiate: 'Our advice: renegotiate before you switch',
  choose: 'Our advice for a new account',
}

/** The one-line answer with the switching costs behind it, and the paths it weighed side by side. */
export function AdviceBox({ advice }: { advice: Advice }) {
  const options = advice.options ?? []
  const advised = advisedOption(advice)
  const details = options.length > 0 ? remainingDetails(advice) : advice.details
  return (
    <Alert
      variant="light"
      color={advice.kind === 'switch' || advice.kind === 'choose' ? 'teal' : 'blue'}
      title={TITLES[advice.kind]}
      data-testid="advice"
    >
      <Stack gap="sm">
        <Text size="sm">{advice.headline}</Text>
        {advice.incumbent && (
          <Text size="sm" data-testid="advice-incumbent">
            {advice.incumbent.note}
          </Text>
        )}
        {options.length > 0 && (
          <AdviceOptions options={options} advised={advised} months={advice.horizonMonths} />
        )}
        {details.length > 0 && (
          <List size="sm">
            {details.slice(0, 6).map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  )
}

function AdviceOptions({
  options,
  advised,
  months,
}: {
  options: readonly AdviceOption[]
  advised: AdviceOption | null
  months: number
}) {
  return (
    <Stack gap="xs">
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: Math.min(options.length, 4) }}
        spacing="xs"
        role="list"
        aria-label={`Your options over ${months} months`}
        data-testid="advice-options"
      >
        {options.map((o) => {
          const isAdvised = o === advised
          return (
            <Paper
              key={`${o.kind}-${o.providerId ?? o.providerName}`}
              role="listitem"
              withBorder
              radius="md"
              p="sm"
              bg="var(--mantine-color-body)"
              style={isAdvised ? { borderColor: 'var(--mantine-color-brand-7)', borderWidth: 2 } : undefined}
              data-advised={isAdvised || undefined}
            >
              <Stack gap={6}>
                {isAdvised && (
                  <Badge size="sm" variant="filled" w="fit-content">
                    Our advice
                  </Badge>
                )}
                <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {optionLabel(o)}
                </Text>
                <Figure label="Monthly cost" value={formatUsd(o.monthlyCents)} />
                <Figure label="One-off costs" value={formatUsd(o.switchingCostCents)} />
                <Figure label={`${months}-month total`} value={formatUsd(o.horizonCostCents)} strong />
              </Stack>
            </Paper>
          )
        })}
      </SimpleGrid>
      <Box component="details" fz="sm">
        <Box component="summary" style={{ cursor: 'pointer' }} fw={600}>
          How each option is priced
        </Box>
        <List size="sm" mt={6}>
          {options.map((o) => (
            <List.Item key={`${o.kind}-${o.providerId ?? o.providerName}`}>{o.summary}</List.Item>
          ))}
        </List>
      </Box>
    </Stack>
  )
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Box>
  )
}

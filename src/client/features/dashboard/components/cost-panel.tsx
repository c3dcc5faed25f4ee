import { Box, Card, Group, Stack, Text, Title } from '@mantine/core'
import { formatUsd } from '@shared/format'
import type { UserReport } from '@shared/reports/report.schemas'
import { byMonthlyCost } from '@shared/reports/report-summary'

/** Provider Cost Analysis: the chosen report's providers, cheapest first, scrolling past 16rem (spec §2). */
export function CostPanel({ report }: { report: UserReport | undefined }) {
  const ranked = byMonthlyCost(report)
  if (ranked.length === 0) return null
  return (
    <Card withBorder radius="lg" p="md">
      <Title order={3} fz="lg" mb="sm">
        Provider Cost Analysis
      </Title>
      <Box
        mah="16rem"
        style={{ overflowY: 'auto' }}
        pr={4}
        tabIndex={0}
        aria-label="Providers by monthly cost"
      >
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {ranked.map((r, i) => (
            <Group key={r.pspProvider.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                {i + 1}. {r.pspProvider.name}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                {formatUsd(r.estimatedMonthlyCostCents)}/mo
              </Text>
            </Group>
          ))}
        </Stack>
      </Box>
    </Card>
  )
}

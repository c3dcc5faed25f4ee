import { Card, SimpleGrid, Text } from '@mantine/core'
import type { UserReport } from '@shared/reports/report.schemas'
import { summaryCards } from '@shared/reports/report-summary'

function SummaryCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 26 }} fw={700} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" mt={2}>
          {note}
        </Text>
      )}
    </Card>
  )
}

/** The four cards of My Reports (spec §2) for one report: savings with its source, top match, best score, providers. */
export function SummaryCards({ report }: { report: UserReport | undefined }) {
  const cards = summaryCards(report)
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <SummaryCard label="Potential Annual Savings" value={cards.annualSavings} note={cards.savingsLabel} />
      <SummaryCard
        label="Top Recommendation"
        value={cards.topRecommendation}
        note={cards.topRecommendationNote}
      />
      <SummaryCard label="Best Match Score" value={cards.bestMatchScore} />
      <SummaryCard label="Providers Analyzed" value={String(cards.providersAnalyzed)} />
    </SimpleGrid>
  )
}

import { Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import type { User } from '@shared/auth/auth.schemas'
import { canSeeFullRanking } from '@shared/auth/entitlements'
import type { ReportRecommendation } from '@shared/reports/report.schemas'
import { useMemo, useState } from 'react'
import { QueryState } from '../../../components/query-state'
import { useAssessment } from '../../../lib/api/assessment'
import { useProviders } from '../api/providers'
import { useUserAssessments } from '../api/user-assessments'
import { useUserReports } from '../api/user-reports'
import { TabHeading } from '../components/tab-heading'
import { ComparisonTable } from '../recommendations/comparison-table'
import { DetailsOverlay } from '../recommendations/details-overlay'
import { ProviderCard } from '../recommendations/provider-card'
import {
  BUSINESS_FILTERS,
  type BusinessFilter,
  filterViews,
  type ProviderView,
  providerViews,
  SORTS,
  type SortKey,
  sortViews,
} from '../recommendations/provider-views'
import { TopRecommendationCard } from '../recommendations/top-recommendation-card'
import { useReportChoice } from '../tools/report-choice'

/** The ranking this user may see: a paid report's full list, or the free top match of their latest assessment. */
function useRanking(user: User): {
  ranked: ReportRecommendation[]
  excluded: { id: string; reason: string }[]
  pending: boolean
} {
  const reports = useUserReports()
  const assessments = useUserAssessments()
  // The report the dashboard's tools read (the one picked, else the latest complete one).
  const { chosen } = useReportChoice()
  const report = canSeeFullRanking(user) ? (chosen ?? undefined) : undefined
  const topMatch = useAssessment(report ? undefined : assessments.data?.[0]?.id)
  if (report) return { ranked: report.recommendations, excluded: report.excluded, pending: false }
  return {
    ranked: (topMatch.data?.recommendations ?? []) as ReportRecommendation[],
    excluded: [],
    pending: reports.isPending || assessments.isPending || topMatch.isLoading,
  }
}

/** Provider Recommendations (spec §2). */
export function RecommendationsTab({ user }: { user: User }) {
  const providers = useProviders()
  const { ranked, excluded, pending } = useRanking(user)
  const [filter, setFilter] = useState<BusinessFilter>('all')
  const [sort, setSort] = useState<SortKey>('match')
  const [open, setOpen] = useState<ProviderView | null>(null)
  const views = useMemo(
    () => providerViews(ranked, providers.data ?? [], excluded),
    [ranked, providers.data, excluded],
  )
  const shown = useMemo(() => sortViews(filterViews(views, filter), sort), [views, filter, sort])
  const top = ranked.length > 0 ? views[0] : undefined

  const heading = (
    <TabHeading
      title="Provider Recommendations"
      subtitle={
        ranked.length > 1
          ? 'Every provider that can take your business, ranked on your numbers in your report.'
          : 'Your top match, and every provider in the catalogue with its published fees.'
      }
    />
  )
  if (providers.isPending || providers.isError || pending) {
    return (
      <div>
        {heading}
        <QueryState error={providers.error} onRetry={() => providers.refetch()} />
      </div>
    )
  }
  return (
    <div>
      {heading}
      <Stack gap="lg">
        {top ? (
          <TopRecommendationCard view={top} onDetails={() => setOpen(top)} />
        ) : (
          <Card withBorder radius="lg" p="lg">
            <Text fw={600}>No payment processor recommendations found.</Text>
            <Text c="dimmed" size="sm">
              Complete an assessment to see personalized recommendations.
            </Text>
          </Card>
        )}
        <Group gap="sm" align="flex-end">
          <Select
            label="Business type"
            data={BUSINESS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
            value={filter}
            onChange={(v) => setFilter((v as BusinessFilter | null) ?? 'all')}
            allowDeselect={false}
            w={200}
          />
          <Select
            label="Sort by"
            data={SORTS.map((s) => ({ value: s.value, label: s.label }))}
            value={sort}
            onChange={(v) => setSort((v as SortKey | null) ?? 'match')}
            allowDeselect={false}
            w={200}
          />
        </Group>
        {shown.length === 0 ? (
          <Card withBorder radius="lg" p="lg">
            <Text fw={600}>No payment processor recommendations found.</Text>
            <Text c="dimmed" size="sm">
              Try another business type.
            </Text>
          </Card>
        ) : (
          <>
            <ComparisonTable views={shown} />
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
              {shown.map((view, i) => (
                <ProviderCard key={view.id} view={view} bestMatch={i === 0} onDetails={() => setOpen(view)} />
              ))}
            </SimpleGrid>
          </>
        )}
        <Text size="xs" c="dimmed">
          Fees are the providers’ published rates, each with its source and date (see the methodology).
        </Text>
      </Stack>
      <DetailsOverlay view={open} onClose={() => setOpen(null)} />
    </div>
  )
}

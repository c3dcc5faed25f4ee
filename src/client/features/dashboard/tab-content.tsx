import type { User } from '@shared/auth/auth.schemas'
import { mayOpenTab } from '@shared/auth/entitlements'
import { Suspense } from 'react'
import { SectionSkeleton } from '../../components/query-state'
import { UpgradePrompt } from './components/upgrade-prompt'
import { accessOf, type TabId } from './dashboard-tabs'
import { tabChunks } from './tab-chunks'
import { ComingSoonTab } from './tabs/coming-soon-tab'

const {
  reports: ReportsTab,
  recommendations: RecommendationsTab,
  assessments: AssessmentHistoryTab,
  settings: AccountSettingsTab,
  implementation: ImplementationTab,
  'cost-analysis': CostAnalysisTab,
  negotiation: NegotiationTab,
  optimization: OptimizationTab,
  alerts: AlertsTab,
} = tabChunks

/** Parts still to come, listed so nobody mistakes them for done. */
const comingSoon: Partial<Record<TabId, string>> = {
  consultation: 'Expert Consultation Hub',
  compliance: 'Compliance Hub',
  integration: 'Integration Center',
}

type Props = { tab: TabId; user: User; onSelect: (tab: TabId) => void }

function OpenTab({ tab, user, onSelect }: Props) {
  switch (tab) {
    case 'reports':
      return <ReportsTab user={user} />
    case 'recommendations':
      return <RecommendationsTab user={user} />
    case 'assessments':
      return <AssessmentHistoryTab onViewReport={() => onSelect('reports')} />
    case 'settings':
      return <AccountSettingsTab user={user} />
    case 'implementation':
      return <ImplementationTab />
    case 'cost-analysis':
      return <CostAnalysisTab />
    case 'negotiation':
      return <NegotiationTab />
    case 'optimization':
      return <OptimizationTab />
    case 'alerts':
      return <AlertsTab />
    default:
      return (
        <ComingSoonTab
          title={comingSoon[tab] ?? 'Coming soon'}
          text="This part of your dashboard is coming soon."
        />
      )
  }
}

/**
 * The active tab, or its upgrade prompt when the user's tier does not include it (spec §6). Each tab is its
 * own chunk: the one the address opens with is loaded before rendering (server) and hydrating (browser); another
 * shows a skeleton, at once, while its chunk loads (a new boundary per tab, so the old tab does not linger).
 */
export function TabContent(props: Props) {
  if (!mayOpenTab(accessOf(props.tab), props.user.tier)) return <UpgradePrompt tab={props.tab} />
  return (
    <Suspense key={props.tab} fallback={<SectionSkeleton />}>
      <OpenTab {...props} />
    </Suspense>
  )
}

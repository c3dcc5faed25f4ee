import type { User } from '@shared/auth/auth.schemas'
import { UpgradePrompt } from './components/upgrade-prompt'
import { accessOf, canOpen, type TabId } from './dashboard-tabs'
import { AccountSettingsTab } from './tabs/account-settings-tab'
import { AssessmentHistoryTab } from './tabs/assessment-history-tab'
import { ComingSoonTab } from './tabs/coming-soon-tab'
import { ImplementationTab } from './tabs/implementation-tab'
import { RecommendationsTab } from './tabs/recommendations-tab'
import { ReportsTab } from './tabs/reports-tab'
import { AlertsTab } from './tools/alerts/alerts-tab'
import { CostAnalysisTab } from './tools/cost/cost-analysis-tab'
import { NegotiationTab } from './tools/negotiation/negotiation-tab'
import { OptimizationTab } from './tools/optimization/optimization-tab'

/** Parts still to come, listed so nobody mistakes them for done. */
const comingSoon: Partial<Record<TabId, string>> = {
  consultation: 'Expert Consultation Hub',
  compliance: 'Compliance Hub',
  integration: 'Integration Center',
}

type Props = { tab: TabId; user: User; onSelect: (tab: TabId) => void }

/** The active tab, or its upgrade prompt when the user's tier does not include it (spec §6). */
export function TabContent({ tab, user, onSelect }: Props) {
  if (!canOpen(accessOf(tab), user.tier)) return <UpgradePrompt tab={tab} />
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

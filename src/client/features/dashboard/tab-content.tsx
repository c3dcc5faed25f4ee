import type { User } from '@shared/auth/auth.schemas'
import { UpgradePrompt } from './components/upgrade-prompt'
import { accessOf, canOpen, type TabId } from './dashboard-tabs'
import { AccountSettingsTab } from './tabs/account-settings-tab'
import { AssessmentHistoryTab } from './tabs/assessment-history-tab'
import { ComingSoonTab } from './tabs/coming-soon-tab'
import { ImplementationTab } from './tabs/implementation-tab'
import { RecommendationsTab } from './tabs/recommendations-tab'
import { ReportsTab } from './tabs/reports-tab'

/** The paid tools' parts (spec §2), built by a later release; listed so nobody mistakes them for done. */
const tools: Partial<Record<TabId, { title: string; parts: string[] }>> = {
  'cost-analysis': {
    title: 'Cost Analysis Tools',
    parts: [
      'Live Calculator',
      'Hidden Fees',
      'Savings Projector',
      'ROI Calculator',
      'Break-Even',
      'Scenarios',
    ],
  },
  negotiation: {
    title: 'Negotiation Toolkit',
    parts: [
      'Email Scripts',
      'Market Rates',
      'Best Timing',
      'Contract Red Flags',
      'Success Stories',
      'Leverage Points',
    ],
  },
  optimization: {
    title: 'Current Provider Optimization',
    parts: [
      'Opportunities',
      'Feature Analysis',
      'Volume Tiers',
      'Negotiation Timing',
      'Action Checklist',
      'Fee Structures',
    ],
  },
  alerts: {
    title: 'Rate Monitoring & Alerts',
    parts: ['Active Alerts', 'Alert Setup', 'Market Trends', 'Rate History', 'Rate Calendar'],
  },
  consultation: { title: 'Expert Consultation Hub', parts: [] },
  compliance: { title: 'Compliance Hub', parts: [] },
  integration: { title: 'Integration Center', parts: [] },
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
    default: {
      const tool = tools[tab]
      return (
        <ComingSoonTab
          title={tool?.title ?? 'Coming soon'}
          text={
            tool?.parts.length
              ? 'These tools will work from the figures in your report. They are coming soon:'
              : 'This part of your dashboard is coming soon.'
          }
          parts={tool?.parts.length ? tool.parts : undefined}
        />
      )
    }
  }
}

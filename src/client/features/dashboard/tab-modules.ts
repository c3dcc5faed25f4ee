import { resolveTab, type TabId } from './dashboard-tabs'

/**
 * The module of every tab shipped in its own chunk (`tab-chunks.ts` imports the same files). The server
 * links the chunk of the tab an address opens with and writes its styles into the page.
 */
export const tabModules: Partial<Record<TabId, string>> = {
  reports: 'src/client/features/dashboard/tabs/reports-tab.tsx',
  recommendations: 'src/client/features/dashboard/tabs/recommendations-tab.tsx',
  assessments: 'src/client/features/dashboard/tabs/assessment-history-tab.tsx',
  settings: 'src/client/features/dashboard/tabs/account-settings-tab.tsx',
  implementation: 'src/client/features/dashboard/tabs/implementation-tab.tsx',
  'cost-analysis': 'src/client/features/dashboard/tools/cost/cost-analysis-tab.tsx',
  negotiation: 'src/client/features/dashboard/tools/negotiation/negotiation-tab.tsx',
  optimization: 'src/client/features/dashboard/tools/optimization/optimization-tab.tsx',
  alerts: 'src/client/features/dashboard/tools/alerts/alerts-tab.tsx',
}

/** The module of the tab the dashboard opens with at an address with this query. */
export const openTabModule = (search: URLSearchParams): string | undefined =>
  tabModules[resolveTab(search.get('tab'))]

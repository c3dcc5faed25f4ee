import { moduleChunk } from '../../lib/lazy-chunk'
import { resolveTab, type TabId } from './dashboard-tabs'

// Each tab is its own chunk, so the dashboard loads only the tab it opens with. Each names its source module:
// the server writes the open tab's styles into the page.

export const tabChunks = {
  reports: moduleChunk(
    'src/client/features/dashboard/tabs/reports-tab.tsx',
    () => import('./tabs/reports-tab'),
    (m) => m.ReportsTab,
  ),
  recommendations: moduleChunk(
    'src/client/features/dashboard/tabs/recommendations-tab.tsx',
    () => import('./tabs/recommendations-tab'),
    (m) => m.RecommendationsTab,
  ),
  assessments: moduleChunk(
    'src/client/features/dashboard/tabs/assessment-history-tab.tsx',
    () => import('./tabs/assessment-history-tab'),
    (m) => m.AssessmentHistoryTab,
  ),
  settings: moduleChunk(
    'src/client/features/dashboard/tabs/account-settings-tab.tsx',
    () => import('./tabs/account-settings-tab'),
    (m) => m.AccountSettingsTab,
  ),
  implementation: moduleChunk(
    'src/client/features/dashboard/tabs/implementation-tab.tsx',
    () => import('./tabs/implementation-tab'),
    (m) => m.ImplementationTab,
  ),
  'cost-analysis': moduleChunk(
    'src/client/features/dashboard/tools/cost/cost-analysis-tab.tsx',
    () => import('./tools/cost/cost-analysis-tab'),
    (m) => m.CostAnalysisTab,
  ),
  negotiation: moduleChunk(
    'src/client/features/dashboard/tools/negotiation/negotiation-tab.tsx',
    () => import('./tools/negotiation/negotiation-tab'),
    (m) => m.NegotiationTab,
  ),
  optimization: moduleChunk(
    'src/client/features/dashboard/tools/optimization/optimization-tab.tsx',
    () => import('./tools/optimization/optimization-tab'),
    (m) => m.OptimizationTab,
  ),
  alerts: moduleChunk(
    'src/client/features/dashboard/tools/alerts/alerts-tab.tsx',
    () => import('./tools/alerts/alerts-tab'),
    (m) => m.AlertsTab,
  ),
} satisfies Partial<Record<TabId, TabChunk>>

type TabChunk = { preload: () => Promise<void>; module: string }
/** Tabs not listed (coming soon) ship with the dashboard. */
const byId: Partial<Record<TabId, TabChunk>> = tabChunks

/** Loads the chunk of the tab an address opens the dashboard with (`search`: its query string). */
export async function preloadOpenTab(search: string): Promise<void> {
  await byId[resolveTab(new URLSearchParams(search).get('tab'))]?.preload()
}

/** The source module of the tab the dashboard opens with at an address (none for a tab without a chunk). */
export const openTabModules = (search: string): string[] => {
  const open = byId[resolveTab(new URLSearchParams(search).get('tab'))]
  return open ? [open.module] : []
}

/** Loads every tab's chunk (the server renders any tab synchronously). */
export async function preloadAllTabs(): Promise<void> {
  await Promise.all(Object.values(tabChunks).map((chunk) => chunk.preload()))
}

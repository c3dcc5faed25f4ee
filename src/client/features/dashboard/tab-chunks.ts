import { lazyChunk } from '../../lib/lazy-chunk'
import { resolveTab, type TabId } from './dashboard-tabs'

// Each tab is its own chunk, so the dashboard loads only the tab it opens with. `tab-modules.ts` names the
// same files: the server links the open tab's chunk and writes its styles into the page.

export const tabChunks = {
  reports: lazyChunk(() => import('./tabs/reports-tab').then((m) => m.ReportsTab)),
  recommendations: lazyChunk(() => import('./tabs/recommendations-tab').then((m) => m.RecommendationsTab)),
  assessments: lazyChunk(() => import('./tabs/assessment-history-tab').then((m) => m.AssessmentHistoryTab)),
  settings: lazyChunk(() => import('./tabs/account-settings-tab').then((m) => m.AccountSettingsTab)),
  implementation: lazyChunk(() => import('./tabs/implementation-tab').then((m) => m.ImplementationTab)),
  'cost-analysis': lazyChunk(() => import('./tools/cost/cost-analysis-tab').then((m) => m.CostAnalysisTab)),
  negotiation: lazyChunk(() => import('./tools/negotiation/negotiation-tab').then((m) => m.NegotiationTab)),
  optimization: lazyChunk(() =>
    import('./tools/optimization/optimization-tab').then((m) => m.OptimizationTab),
  ),
  alerts: lazyChunk(() => import('./tools/alerts/alerts-tab').then((m) => m.AlertsTab)),
} satisfies Partial<Record<TabId, Preloadable>>

type Preloadable = { preload: () => Promise<void> }
/** Tabs not listed (coming soon) ship with the dashboard. */
const byId: Partial<Record<TabId, Preloadable>> = tabChunks

/** Loads the chunk of the tab an address opens the dashboard with (`search`: its query string). */
export async function preloadOpenTab(search: string): Promise<void> {
  await byId[resolveTab(new URLSearchParams(search).get('tab'))]?.preload()
}

/** Loads every tab's chunk (the server renders any tab synchronously). */
export async function preloadAllTabs(): Promise<void> {
  await Promise.all(Object.values(tabChunks).map((chunk) => chunk.preload()))
}

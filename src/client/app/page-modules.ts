import type { PageId } from '@shared/routes'
import { openTabModule } from '../features/dashboard/tab-modules'

/**
 * The module of every page shipped in its own chunk (`pages.tsx` imports the same files), and of the
 * not-found page. The server links each page's chunk and stylesheets in its HTML from the build manifest,
 * so the page is styled at first paint and its script loads beside the entry's.
 */
export const pageModules: Partial<Record<PageId | 'not-found', string>> = {
  auth: 'src/client/features/auth/auth-page.tsx',
  assessment: 'src/client/features/assessment/assessment-page.tsx',
  recommendation: 'src/client/features/recommendations/recommendation-page.tsx',
  checkout: 'src/client/features/checkout/checkout-page.tsx',
  'payment-success': 'src/client/features/checkout/payment-success-page.tsx',
  activate: 'src/client/features/account/activate-page.tsx',
  'forgot-password': 'src/client/features/account/forgot-password-page.tsx',
  'reset-password': 'src/client/features/account/reset-password-page.tsx',
  blog: 'src/client/features/blog/blog-list-page.tsx',
  'blog-post': 'src/client/features/blog/blog-post-page.tsx',
  'blog-admin': 'src/client/features/blog-admin/blog-admin-page.tsx',
  methodology: 'src/client/features/methodology/methodology-page.tsx',
  terms: 'src/client/features/legal/legal-page.tsx',
  privacy: 'src/client/features/legal/legal-page.tsx',
  'refund-policy': 'src/client/features/legal/legal-page.tsx',
  dashboard: 'src/client/features/dashboard/dashboard-page.tsx',
  admin: 'src/client/features/admin/admin-page.tsx',
  'pitch-deck': 'src/client/features/pitch-deck/pitch-deck-page.tsx',
  'not-found': 'src/client/features/errors/not-found-page.tsx',
}

/**
 * The part, shipped in its own chunk, that a page opens with at an address (the dashboard's tab): the server
 * links its chunk and writes its styles into the page too, so it is rendered, styled and hydrated at once.
 */
export const pagePartModules: Partial<Record<PageId, (search: URLSearchParams) => string | undefined>> = {
  dashboard: openTabModule,
}

import { matchPage, type PageId } from '@shared/routes'
import { type ComponentType, Suspense, useEffect, useState } from 'react'
import { useAuth } from '../features/auth/auth-context'
import { useSignOut } from '../features/auth/use-sign-out'
import { HomePage } from '../features/home/home-page'
import { usePublicConfig } from '../lib/config-context'
import { isAdminUser } from '../lib/is-admin'
import { lazyQueryChunk, type ModuleChunk, queryModuleChunk } from '../lib/lazy-chunk'

// The component of every page of the route table (`src/shared/routes.ts`). The landing page
// ships with the entry; every other page is its own chunk, so the home page ships only what it needs.
// Each chunk names its source module: the server writes that chunk's styles into the page (`chunkModules`).
// Pages get the session and configuration they need from here, so features stay independent.
// Each page chunk comes with the query client, so the landing page loads no query library.

const Auth = queryModuleChunk(
  'src/client/features/auth/auth-page.tsx',
  () => import('../features/auth/auth-page'),
  (m) => m.AuthPage,
)
const Assessment = queryModuleChunk(
  'src/client/features/assessment/assessment-page.tsx',
  () => import('../features/assessment/assessment-page'),
  (m) => m.AssessmentPage,
)
const Recommendation = queryModuleChunk(
  'src/client/features/recommendations/recommendation-page.tsx',
  () => import('../features/recommendations/recommendation-page'),
  (m) => m.RecommendationPage,
)
const Checkout = queryModuleChunk(
  'src/client/features/checkout/checkout-page.tsx',
  () => import('../features/checkout/checkout-page'),
  (m) => m.CheckoutPage,
)
const PaymentSuccess = queryModuleChunk(
  'src/client/features/checkout/payment-success-page.tsx',
  () => import('../features/checkout/payment-success-page'),
  (m) => m.PaymentSuccessPage,
)
const Activate = queryModuleChunk(
  'src/client/features/account/activate-page.tsx',
  () => import('../features/account/activate-page'),
  (m) => m.ActivatePage,
)
const ForgotPassword = queryModuleChunk(
  'src/client/features/account/forgot-password-page.tsx',
  () => import('../features/account/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
)
const ResetPassword = queryModuleChunk(
  'src/client/features/account/reset-password-page.tsx',
  () => import('../features/account/reset-password-page'),
  (m) => m.ResetPasswordPage,
)
const BlogList = queryModuleChunk(
  'src/client/features/blog/blog-list-page.tsx',
  () => import('../features/blog/blog-list-page'),
  (m) => m.BlogListPage,
)
const BlogPost = queryModuleChunk(
  'src/client/features/blog/blog-post-page.tsx',
  () => import('../features/blog/blog-post-page'),
  (m) => m.BlogPostPage,
)
const BlogAdmin = queryModuleChunk(
  'src/client/features/blog-admin/blog-admin-page.tsx',
  () => import('../features/blog-admin/blog-admin-page'),
  (m) => m.BlogAdminPage,
)
const Methodology = queryModuleChunk(
  'src/client/features/methodology/methodology-page.tsx',
  () => import('../features/methodology/methodology-page'),
  (m) => m.MethodologyPage,
)
const Legal = queryModuleChunk(
  'src/client/features/legal/legal-page.tsx',
  () => import('../features/legal/legal-page'),
  (m) => m.LegalPage,
)
const Dashboard = queryModuleChunk(
  'src/client/features/dashboard/dashboard-page.tsx',
  () => import('../features/dashboard/dashboard-page'),
  (m) => m.DashboardPage,
)
const Admin = queryModuleChunk(
  'src/client/features/admin/admin-page.tsx',
  () => import('../features/admin/admin-page'),
  (m) => m.AdminPage,
)
const PitchDeck = queryModuleChunk(
  'src/client/features/pitch-deck/pitch-deck-page.tsx',
  () => import('../features/pitch-deck/pitch-deck-page'),
  (m) => m.PitchDeckPage,
)
const NotFound = queryModuleChunk(
  'src/client/features/errors/not-found-page.tsx',
  () => import('../features/errors/not-found-page'),
  (m) => m.NotFoundPage,
)
/** Every page chunk (`pageViews` below says which page shows which). */
export const pageChunks: Record<string, Pick<ModuleChunk<object>, 'module' | 'importModule'>> = {
  Auth,
  Assessment,
  Recommendation,
  Checkout,
  PaymentSuccess,
  Activate,
  ForgotPassword,
  ResetPassword,
  BlogList,
  BlogPost,
  BlogAdmin,
  Methodology,
  Legal,
  Dashboard,
  Admin,
  PitchDeck,
  NotFound,
}

const ImpersonationBanner = lazyQueryChunk(() =>
  import('../features/impersonation/impersonation-banner').then((m) => m.ImpersonationBanner),
)

function DashboardRoute() {
  const { user } = useAuth()
  const { signOut, pending } = useSignOut()
  // The impersonation banner is the browser's business: loaded after hydration, never in the server's HTML.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!user) return null
  return (
    <>
      {mounted && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <Dashboard user={user} onSignOut={signOut} signingOut={pending} />
    </>
  )
}

function AdminRoute() {
  const { user } = useAuth()
  if (!user) return null
  return <Admin user={user} isAdmin={isAdminUser(user)} />
}

function MethodologyRoute() {
  const { brandName } = usePublicConfig()
  return <Methodology brandName={brandName} />
}

export function NotFoundRoute() {
  const { user } = useAuth()
  const { supportEmail } = usePublicConfig()
  return <NotFound signedIn={user !== null} supportEmail={supportEmail} />
}

const Terms = () => <Legal document="terms" />
const Privacy = () => <Legal document="privacy" />
const RefundPolicy = () => <Legal document="refunds" />

type PageEntry = {
  Component: ComponentType
  /** Loads what the page renders first at an address with this query string (`?tab=` on the dashboard). */
  preload: (search: string) => Promise<void>
  /** The source modules of the chunks it renders first there: the server writes their styles into the page. */
  modules: (search: string) => Promise<string[]>
}

const inEntry = (Component: ComponentType): PageEntry => ({
  Component,
  preload: async () => {},
  modules: async () => [],
})
const chunk = (page: ModuleChunk<object>): PageEntry => chunkWith(page, page)
const chunkWith = (
  Component: ComponentType,
  page: Pick<ModuleChunk<object>, 'preload' | 'module'>,
): PageEntry => ({
  Component,
  preload: page.preload,
  modules: async () => [page.module],
})

// The dashboard's tabs are chunks of their own (`features/dashboard/tab-chunks.ts`): the one an address
// opens with loads beside the dashboard's chunk.
const dashboardTabs = () => import('../features/dashboard/tab-chunks')
const dashboard: PageEntry = {
  Component: DashboardRoute,
  preload: async (search) => {
    await Promise.all([Dashboard.preload(), dashboardTabs().then((tabs) => tabs.preloadOpenTab(search))])
  },
  modules: async (search) => [Dashboard.module, ...(await dashboardTabs()).openTabModules(search)],
}

export const pageViews: Record<PageId, PageEntry> = {
  home: inEntry(HomePage),
  auth: chunk(Auth),
  assessment: chunk(Assessment),
  recommendation: chunk(Recommendation),
  checkout: chunk(Checkout),
  'payment-success': chunk(PaymentSuccess),
  activate: chunk(Activate),
  'forgot-password': chunk(ForgotPassword),
  'reset-password': chunk(ResetPassword),
  blog: chunk(BlogList),
  'blog-post': chunk(BlogPost),
  methodology: chunkWith(MethodologyRoute, Methodology),
  terms: chunkWith(Terms, Legal),
  privacy: chunkWith(Privacy, Legal),
  'refund-policy': chunkWith(RefundPolicy, Legal),
  dashboard,
  admin: chunkWith(AdminRoute, Admin),
  'blog-admin': chunk(BlogAdmin),
  'pitch-deck': chunk(PitchDeck),
}

/**
 * Loads the chunks a page renders first at an address with this query string (`page` a route table id, or
 * the not-found page): before the browser hydrates it, and before the server renders it.
 */
export const preloadPage = (page: PageId | 'not-found', search: string): Promise<void> =>
  page === 'not-found' ? NotFound.preload() : pageViews[page].preload(search)

/** Loads the chunks of the page an address shows (embed paths included), before hydrating it. */
export async function preloadPageFor(pathname: string, search: string): Promise<void> {
  const match = matchPage(pathname)
  await preloadPage(match ? match.route.page : 'not-found', search)
}

/**
 * The source modules of the chunks a page renders first at an address (`page` a route table id, or the
 * not-found page): the server writes their styles into the page.
 */
export const chunkModules = (page: PageId | 'not-found', search: string): Promise<string[]> =>
  page === 'not-found' ? Promise.resolve([NotFound.module]) : pageViews[page].modules(search)

/** Loads every page chunk and dashboard tab (what the tests render pages with). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([
    ...Object.values(pageViews).map((page) => page.preload('')),
    NotFound.preload(),
    dashboardTabs().then((tabs) => tabs.preloadAllTabs()),
  ])
}

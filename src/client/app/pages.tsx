import { matchPage, type PageId } from '@shared/routes'
import { type ComponentType, Suspense, useEffect, useState } from 'react'
import { useAuth } from '../features/auth/auth-context'
import { useSignOut } from '../features/auth/use-sign-out'
import { HomePage } from '../features/home/home-page'
import { usePublicConfig } from '../lib/config-context'
import { isAdminUser } from '../lib/is-admin'
import { type LazyChunk, lazyQueryChunk } from '../lib/lazy-chunk'

// The component of every page of the route table (`src/shared/routes.ts`). The landing page
// ships with the entry; every other page is its own chunk, so the home page ships only what it needs.
// Each chunk's module is also named in `page-modules.ts`, where the server finds its script and styles.
// Pages get the session and configuration they need from here, so features stay independent.
// Each page chunk comes with the query client (`lazyQueryChunk`), so the landing page loads no query library.

const Auth = lazyQueryChunk(() => import('../features/auth/auth-page').then((m) => m.AuthPage))
const Assessment = lazyQueryChunk(() =>
  import('../features/assessment/assessment-page').then((m) => m.AssessmentPage),
)
const Recommendation = lazyQueryChunk(() =>
  import('../features/recommendations/recommendation-page').then((m) => m.RecommendationPage),
)
const Checkout = lazyQueryChunk(() =>
  import('../features/checkout/checkout-page').then((m) => m.CheckoutPage),
)
const PaymentSuccess = lazyQueryChunk(() =>
  import('../features/checkout/payment-success-page').then((m) => m.PaymentSuccessPage),
)
const Activate = lazyQueryChunk(() => import('../features/account/activate-page').then((m) => m.ActivatePage))
const ForgotPassword = lazyQueryChunk(() =>
  import('../features/account/forgot-password-page').then((m) => m.ForgotPasswordPage),
)
const ResetPassword = lazyQueryChunk(() =>
  import('../features/account/reset-password-page').then((m) => m.ResetPasswordPage),
)
const BlogList = lazyQueryChunk(() => import('../features/blog/blog-list-page').then((m) => m.BlogListPage))
const BlogPost = lazyQueryChunk(() => import('../features/blog/blog-post-page').then((m) => m.BlogPostPage))
const BlogAdmin = lazyQueryChunk(() =>
  import('../features/blog-admin/blog-admin-page').then((m) => m.BlogAdminPage),
)
const Methodology = lazyQueryChunk(() =>
  import('../features/methodology/methodology-page').then((m) => m.MethodologyPage),
)
const Legal = lazyQueryChunk(() => import('../features/legal/legal-page').then((m) => m.LegalPage))
const Dashboard = lazyQueryChunk(() =>
  import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
)
const Admin = lazyQueryChunk(() => import('../features/admin/admin-page').then((m) => m.AdminPage))
const PitchDeck = lazyQueryChunk(() =>
  import('../features/pitch-deck/pitch-deck-page').then((m) => m.PitchDeckPage),
)
const NotFound = lazyQueryChunk(() => import('../features/errors/not-found-page').then((m) => m.NotFoundPage))
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
}

const inEntry = (Component: ComponentType): PageEntry => ({ Component, preload: async () => {} })
const chunk = (page: LazyChunk<object>): PageEntry => ({ Component: page, preload: page.preload })
const chunkWith = (Component: ComponentType, page: { preload: () => Promise<void> }): PageEntry => ({
  Component,
  preload: page.preload,
})

// The dashboard's tabs are chunks of their own (`features/dashboard/tab-chunks.ts`): the one an address
// opens with loads beside the dashboard's chunk.
const dashboardTabs = () => import('../features/dashboard/tab-chunks')
const dashboard: PageEntry = {
  Component: DashboardRoute,
  preload: async (search) => {
    await Promise.all([Dashboard.preload(), dashboardTabs().then((tabs) => tabs.preloadOpenTab(search))])
  },
}

export const pages: Record<PageId, PageEntry> = {
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

/** Loads the chunks of the page an address shows (embed paths included), before hydrating it. */
export async function preloadPageFor(pathname: string, search: string): Promise<void> {
  const match = matchPage(pathname)
  await (match ? pages[match.route.page].preload(search) : NotFound.preload())
}

/** Loads every page chunk and dashboard tab (the server renders any page synchronously). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([
    ...Object.values(pages).map((page) => page.preload('')),
    NotFound.preload(),
    dashboardTabs().then((tabs) => tabs.preloadAllTabs()),
  ])
}

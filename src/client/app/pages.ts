import { lazyPage } from './lazy-page'

// Pages outside the landing page, each in its own chunk so the home page ships only what it needs.
export const AssessmentPage = lazyPage(() =>
  import('../features/assessment/assessment-page').then((m) => m.AssessmentPage),
)
export const RecommendationPage = lazyPage(() =>
  import('../features/recommendations/recommendation-page').then((m) => m.RecommendationPage),
)
export const CheckoutPage = lazyPage(() =>
  import('../features/checkout/checkout-page').then((m) => m.CheckoutPage),
)
export const PaymentSuccessPage = lazyPage(() =>
  import('../features/checkout/payment-success-page').then((m) => m.PaymentSuccessPage),
)
export const ActivatePage = lazyPage(() =>
  import('../features/account/activate-page').then((m) => m.ActivatePage),
)
export const ForgotPasswordPage = lazyPage(() =>
  import('../features/account/forgot-password-page').then((m) => m.ForgotPasswordPage),
)
export const ResetPasswordPage = lazyPage(() =>
  import('../features/account/reset-password-page').then((m) => m.ResetPasswordPage),
)
export const BlogListPage = lazyPage(() =>
  import('../features/blog/blog-list-page').then((m) => m.BlogListPage),
)
export const BlogPostPage = lazyPage(() =>
  import('../features/blog/blog-post-page').then((m) => m.BlogPostPage),
)
export const BlogAdminPage = lazyPage(() =>
  import('../features/blog-admin/blog-admin-page').then((m) => m.BlogAdminPage),
)
export const MethodologyPage = lazyPage(() =>
  import('../features/methodology/methodology-page').then((m) => m.MethodologyPage),
)
export const LegalPage = lazyPage(() => import('../features/legal/legal-page').then((m) => m.LegalPage))
export const DashboardPage = lazyPage(() =>
  import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
)
export const AdminPage = lazyPage(() => import('../features/admin/admin-page').then((m) => m.AdminPage))

const byPath: Array<[RegExp, { preload: () => Promise<void> }]> = [
  [/^\/assessment(\/|$)/, AssessmentPage],
  [/^\/recommendations?\//, RecommendationPage],
  [/^\/checkout\//, CheckoutPage],
  [/^\/payment-success$/, PaymentSuccessPage],
  [/^\/activate$/, ActivatePage],
  [/^\/forgot-password$/, ForgotPasswordPage],
  [/^\/reset-password$/, ResetPasswordPage],
  [/^\/blog$/, BlogListPage],
  [/^\/blog\/[^/]+$/, BlogPostPage],
  [/^\/admin\/blogv2$/, BlogAdminPage],
  [/^\/methodology$/, MethodologyPage],
  [/^\/(terms|privacy|refund-policy)$/, LegalPage],
  [/^\/dashboard$/, DashboardPage],
  [/^\/admin$/, AdminPage],
]

/** Loads the chunk of the page a path shows (embed paths included), before hydrating it. */
export async function preloadPageFor(pathname: string): Promise<void> {
  const path = pathname.replace(/^\/embed(?=\/|$)/, '').replace(/(.)\/+$/, '$1') || '/'
  await Promise.all(byPath.filter(([pattern]) => pattern.test(path)).map(([, page]) => page.preload()))
}

/** Loads every page chunk (the server renders any page synchronously). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(byPath.map(([, page]) => page.preload()))
}
export const PitchDeckPage = lazyPage(() =>
  import('../features/pitch-deck/pitch-deck-page').then((m) => m.PitchDeckPage),
)

import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { AuthPage } from '../features/auth/auth-page'
import { HomePage } from '../features/home/home-page'
import { useEmbed } from '../lib/embed-context'
import { MainLayout } from './layout/main-layout'
import {
  ActivatePage,
  AssessmentPage,
  BlogAdminPage,
  BlogListPage,
  BlogPostPage,
  CheckoutPage,
  ForgotPasswordPage,
  LegalPage,
  PaymentSuccessPage,
  PitchDeckPage,
  RecommendationPage,
  ResetPasswordPage,
} from './pages'
import { ProtectedRoute } from './protected-route'
import { AdminRoute, DashboardRoute, MethodologyRoute, NotFoundRoute } from './route-elements'

/** In embed mode (by frame or global configuration) a page that does not exist there shows the home screen. */
function UnlessEmbedded({ children }: { children: ReactNode }) {
  const { embedMode } = useEmbed()
  return embedMode ? <HomePage /> : children
}

/** The public pages; under /embed the forgot/reset routes are absent and unknown paths show the home screen. */
const publicPages = (embed: boolean) => (
  <>
    <Route index element={<HomePage />} />
    <Route path="auth" element={<AuthPage />} />
    <Route path="assessment/start" element={<AssessmentPage />} />
    <Route path="assessment/:id?" element={<AssessmentPage />} />
    <Route path="recommendations/:id" element={<RecommendationPage />} />
    <Route path="recommendation/:id" element={<RecommendationPage />} />
    <Route path="checkout/:id" element={<CheckoutPage />} />
    <Route path="payment-success" element={<PaymentSuccessPage />} />
    <Route path="activate" element={<ActivatePage />} />
    <Route path="blog" element={<BlogListPage />} />
    <Route path="blog/:slug" element={<BlogPostPage />} />
    <Route path="methodology" element={<MethodologyRoute />} />
    <Route path="terms" element={<LegalPage document="terms" />} />
    <Route path="privacy" element={<LegalPage document="privacy" />} />
    <Route path="refund-policy" element={<LegalPage document="refunds" />} />
    {embed ? null : (
      <>
        <Route
          path="forgot-password"
          element={
            <UnlessEmbedded>
              <ForgotPasswordPage />
            </UnlessEmbedded>
          }
        />
        <Route
          path="reset-password"
          element={
            <UnlessEmbedded>
              <ResetPasswordPage />
            </UnlessEmbedded>
          }
        />
      </>
    )}
  </>
)

export function AppRoutes({ hideNavigation = false }: { hideNavigation?: boolean }) {
  return (
    <Routes>
      <Route element={<MainLayout hideNavigation={hideNavigation} />}>
        <Route path="embed">
          {publicPages(true)}
          <Route path="*" element={<HomePage />} />
        </Route>
        {publicPages(false)}
        <Route path="pitch-deck/:token" element={<PitchDeckPage />} />
        <Route element={<ProtectedRoute />}>
          <Route path="dashboard" element={<DashboardRoute />} />
          <Route path="admin" element={<AdminRoute />} />
          <Route path="admin/blogv2" element={<BlogAdminPage />} />
        </Route>
        <Route
          path="*"
          element={
            <UnlessEmbedded>
              <NotFoundRoute />
            </UnlessEmbedded>
          }
        />
      </Route>
    </Routes>
  )
}

import { Route, Routes } from 'react-router'
import { PlaceholderPage } from '../components/placeholder-page'
import { AdminPage } from '../features/admin/admin-page'
import { AuthPage } from '../features/auth/auth-page'
import { DashboardPage } from '../features/dashboard/dashboard-page'
import { NotFoundPage } from '../features/errors/not-found-page'
import { HomePage } from '../features/home/home-page'
import { useEmbed } from './embed-context'
import { MainLayout } from './layout/main-layout'
import { ProtectedRoute } from './protected-route'

/** In embed mode (by frame or global configuration) a page that does not exist there shows the home screen. */
function UnlessEmbedded({ children }: { children: React.ReactNode }) {
  const { embedMode } = useEmbed()
  return embedMode ? <HomePage /> : children
}

/** The public pages; under /embed the forgot/reset routes are absent and unknown paths show the home screen. */
const publicPages = (embed: boolean) => (
  <>
    <Route index element={<HomePage />} />
    <Route path="auth" element={<AuthPage />} />
    <Route path="assessment/start" element={<PlaceholderPage title="Free Assessment" />} />
    <Route path="assessment/:id?" element={<PlaceholderPage title="Free Assessment" />} />
    <Route path="recommendations/:id" element={<PlaceholderPage title="Your Recommendation" />} />
    <Route path="recommendation/:id" element={<PlaceholderPage title="Your Recommendation" />} />
    <Route path="checkout/:id" element={<PlaceholderPage title="Checkout" />} />
    <Route path="payment-success" element={<PlaceholderPage title="Payment Successful" />} />
    <Route path="activate" element={<PlaceholderPage title="Account Activation" />} />
    <Route path="blog" element={<PlaceholderPage title="Payment Processing Insights" />} />
    <Route path="blog/:slug" element={<PlaceholderPage title="Payment Processing Insights" />} />
    <Route path="methodology" element={<PlaceholderPage title="Methodology" />} />
    {embed ? null : (
      <>
        <Route
          path="forgot-password"
          element={
            <UnlessEmbedded>
              <PlaceholderPage title="Forgot Password" />
            </UnlessEmbedded>
          }
        />
        <Route
          path="reset-password"
          element={
            <UnlessEmbedded>
              <PlaceholderPage title="Reset Password" />
            </UnlessEmbedded>
          }
        />
      </>
    )}
  </>
)

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="embed">
          {publicPages(true)}
          <Route path="*" element={<HomePage />} />
        </Route>
        {publicPages(false)}
        <Route element={<ProtectedRoute />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="admin" element={<AdminPage />} />
          <Route path="admin/blogv2" element={<AdminPage />} />
        </Route>
        <Route
          path="*"
          element={
            <UnlessEmbedded>
              <NotFoundPage />
            </UnlessEmbedded>
          }
        />
      </Route>
    </Routes>
  )
}

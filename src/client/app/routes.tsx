import { Route, Routes } from 'react-router'
import { PlaceholderPage } from '../components/placeholder-page'
import { AuthPage } from '../features/auth/auth-page'
import { HomePage } from '../features/home/home-page'
import { MainLayout } from './layout/main-layout'
import { ProtectedRoute } from './protected-route'
import { AdminRoute, DashboardRoute, MethodologyRoute, NotFoundRoute } from './route-elements'

const assessment = (
  <PlaceholderPage
    title="Free Assessment"
    description="Answer a few questions about your business and get your top payment processor match."
    withAssessmentLink={false}
  />
)
const recommendation = (
  <PlaceholderPage
    title="Your Recommendation"
    description="Your top provider match, with its match score, reasons and estimated monthly cost."
  />
)
const blog = (
  <PlaceholderPage
    title="Payment Processing Insights"
    description="Guides for business owners on interchange, pricing models, hidden fees and choosing a processor."
  />
)

export function AppRoutes({ hideNavigation = false }: { hideNavigation?: boolean }) {
  return (
    <Routes>
      <Route element={<MainLayout hideNavigation={hideNavigation} />}>
        <Route index element={<HomePage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="assessment/start" element={assessment} />
        <Route path="assessment/:id?" element={assessment} />
        <Route path="recommendations/:id" element={recommendation} />
        <Route path="recommendation/:id" element={recommendation} />
        <Route
          path="checkout/:id"
          element={
            <PlaceholderPage
              title="Checkout"
              description="Get the full report: every option ranked, a cost breakdown and an implementation guide."
            />
          }
        />
        <Route
          path="payment-success"
          element={
            <PlaceholderPage
              title="Payment Successful"
              description="Your order is confirmed. Check your email for your account details."
            />
          }
        />
        <Route
          path="activate"
          element={
            <PlaceholderPage
              title="Account Activation"
              description="Activate your account from the link in your email."
            />
          }
        />
        <Route
          path="forgot-password"
          element={
            <PlaceholderPage title="Forgot Password" description="Request a link to reset your password." />
          }
        />
        <Route
          path="reset-password"
          element={
            <PlaceholderPage title="Reset Password" description="Choose a new password for your account." />
          }
        />
        <Route path="blog" element={blog} />
        <Route path="blog/:slug" element={blog} />
        <Route path="methodology" element={<MethodologyRoute />} />
        <Route element={<ProtectedRoute />}>
          <Route path="dashboard" element={<DashboardRoute />} />
          <Route path="admin" element={<AdminRoute section="console" />} />
          <Route path="admin/blogv2" element={<AdminRoute section="blog" />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  )
}

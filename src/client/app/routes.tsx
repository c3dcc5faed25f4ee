import { Route, Routes } from 'react-router'
import { PlaceholderPage } from '../components/placeholder-page'
import { ActivatePage } from '../features/account/activate-page'
import { ForgotPasswordPage } from '../features/account/forgot-password-page'
import { ResetPasswordPage } from '../features/account/reset-password-page'
import { AdminPage } from '../features/admin/admin-page'
import { AssessmentPage } from '../features/assessment/assessment-page'
import { AuthPage } from '../features/auth/auth-page'
import { CheckoutPage } from '../features/checkout/checkout-page'
import { PaymentSuccessPage } from '../features/checkout/payment-success-page'
import { DashboardPage } from '../features/dashboard/dashboard-page'
import { NotFoundPage } from '../features/errors/not-found-page'
import { HomePage } from '../features/home/home-page'
import { RecommendationPage } from '../features/recommendations/recommendation-page'
import { MainLayout } from './layout/main-layout'
import { ProtectedRoute } from './protected-route'

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<HomePage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="assessment/start" element={<AssessmentPage />} />
        <Route path="assessment/:id?" element={<AssessmentPage />} />
        <Route path="recommendations/:id" element={<RecommendationPage />} />
        <Route path="recommendation/:id" element={<RecommendationPage />} />
        <Route path="checkout/:id" element={<CheckoutPage />} />
        <Route path="payment-success" element={<PaymentSuccessPage />} />
        <Route path="activate" element={<ActivatePage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="blog" element={<PlaceholderPage title="Payment Processing Insights" />} />
        <Route path="blog/:slug" element={<PlaceholderPage title="Payment Processing Insights" />} />
        <Route path="methodology" element={<PlaceholderPage title="Methodology" />} />
        <Route element={<ProtectedRoute />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="admin" element={<AdminPage />} />
          <Route path="admin/blogv2" element={<AdminPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

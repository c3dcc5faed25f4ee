import { Route, Routes } from 'react-router'
import { PlaceholderPage } from '../components/placeholder-page'
import { AdminPage } from '../features/admin/admin-page'
import { AuthPage } from '../features/auth/auth-page'
import { BlogListPage } from '../features/blog/blog-list-page'
import { BlogPostPage } from '../features/blog/blog-post-page'
import { BlogAdminPage } from '../features/blog-admin/blog-admin-page'
import { DashboardPage } from '../features/dashboard/dashboard-page'
import { NotFoundPage } from '../features/errors/not-found-page'
import { HomePage } from '../features/home/home-page'
import { MainLayout } from './layout/main-layout'
import { ProtectedRoute } from './protected-route'

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<HomePage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="assessment/start" element={<PlaceholderPage title="Free Assessment" />} />
        <Route path="assessment/:id?" element={<PlaceholderPage title="Free Assessment" />} />
        <Route path="recommendations/:id" element={<PlaceholderPage title="Your Recommendation" />} />
        <Route path="recommendation/:id" element={<PlaceholderPage title="Your Recommendation" />} />
        <Route path="checkout/:id" element={<PlaceholderPage title="Checkout" />} />
        <Route path="payment-success" element={<PlaceholderPage title="Payment Successful" />} />
        <Route path="activate" element={<PlaceholderPage title="Account Activation" />} />
        <Route path="forgot-password" element={<PlaceholderPage title="Forgot Password" />} />
        <Route path="reset-password" element={<PlaceholderPage title="Reset Password" />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="methodology" element={<PlaceholderPage title="Methodology" />} />
        <Route element={<ProtectedRoute />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="admin" element={<AdminPage />} />
          <Route path="admin/blogv2" element={<BlogAdminPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

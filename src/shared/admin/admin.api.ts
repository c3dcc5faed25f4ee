import { MessageSchema } from '@shared/auth/auth.schemas'
import { z } from 'zod'
import { endpoint } from '../http/endpoint'
import {
  AdminAssessmentsResponseSchema,
  AdminProvidersResponseSchema,
  AdminReportsResponseSchema,
  AdminStatsSchema,
} from './admin-data.schemas'
import {
  AdminInviteUserRequestSchema,
  AdminSendEmailRequestSchema,
  AdminUpdateUserRequestSchema,
  AdminUserResponseSchema,
  AdminUsersResponseSchema,
} from './admin-users.schemas'
import { AuditPageSchema, AuditQuerySchema } from './audit.schemas'

const params = z.object({ id: z.string().min(1).max(64) })

/** The admin console: its reads across all users, the Users tab's actions, and the audit log. */
export const adminApi = {
  /** Every assessment, newest first. */
  assessments: endpoint({
    method: 'GET',
    path: '/api/admin/assessments',
    response: AdminAssessmentsResponseSchema,
  }),
  /** Every report, newest first. */
  reports: endpoint({ method: 'GET', path: '/api/admin/reports', response: AdminReportsResponseSchema }),
  /** The whole catalogue, active or not, with the source and date of each figure. */
  providers: endpoint({
    method: 'GET',
    path: '/api/admin/providers',
    response: AdminProvidersResponseSchema,
  }),
  /** The dashboard cards and the last 30 days. */
  stats: endpoint({ method: 'GET', path: '/api/admin/stats', response: AdminStatsSchema }),
  /** Every user, without secrets. */
  users: endpoint({ method: 'GET', path: '/api/admin/users', response: AdminUsersResponseSchema }),
  /** Invites by email (an activation link to choose a password). */
  inviteUser: endpoint({
    method: 'POST',
    path: '/api/admin/users',
    body: AdminInviteUserRequestSchema,
    response: AdminUserResponseSchema,
    status: 201,
  }),
  /** Email, role, tier: only the changed fields. */
  updateUser: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id',
    params,
    body: AdminUpdateUserRequestSchema,
    response: AdminUserResponseSchema,
  }),
  /** Emails the user a password reset link. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reset-password',
    params,
    response: MessageSchema,
  }),
  /** Turns off the second factor of a user who lost their authenticator. */
  resetSecondFactor: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reset-second-factor',
    params,
    response: MessageSchema,
  }),
  activateUser: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/activate',
    params,
    response: AdminUserResponseSchema,
  }),
  /** Also ends the user's sessions at once. */
  deactivateUser: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/deactivate',
    params,
    response: AdminUserResponseSchema,
  }),
  sendEmail: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/send-email',
    params,
    body: AdminSendEmailRequestSchema,
    response: MessageSchema,
  }),
  /** Everything stored about one user, saved as `user-{id}-data.json` (no hashes or tokens). */
  exportUser: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id/export',
    params,
    file: 'application/json',
    response: z.record(z.string(), z.unknown()),
  }),
  /** Deletes a user and everything about them. */
  deleteUser: endpoint({ method: 'DELETE', path: '/api/admin/users/:id', params, response: MessageSchema }),
  /** The security events, newest first, filtered by type and actor, a page at a time. */
  auditEvents: endpoint({
    method: 'GET',
    path: '/api/admin/audit-events',
    query: AuditQuerySchema,
    response: AuditPageSchema,
  }),
}

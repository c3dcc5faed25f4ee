import { z } from 'zod'

/** Security events and how the audit log names them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'signin.success': 'Signed in',
  'signin.failure': 'Failed sign-in',
  'mfa.failure': 'Failed second factor',
  'mfa.enable': 'Two-factor turned on',
  'mfa.disable': 'Two-factor turned off',
  'password.change': 'Password changed',
  'password.change_failure': 'Password change refused',
  'password.reset': 'Password reset by link',
  'user.register': 'Account created',
  'user.invite': 'User invited',
  'user.update': 'User edited',
  'user.role_change': 'Role changed',
  'user.activate': 'User activated',
  'user.deactivate': 'User deactivated',
  'user.reset_password': 'Reset link sent by admin',
  'user.reset_second_factor': 'Two-factor reset by admin',
  'user.send_email': 'Email sent by admin',
  'user.export': 'Data exported',
  'user.delete': 'User deleted',
  'impersonation.start': 'Impersonation started',
  'impersonation.end': 'Impersonation ended',
  'provider.fee_change': 'Provider fees changed',
  'promo.past_limit': 'Promo honoured past its limit',
}
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action

/** Events are kept this long, then removed by a daily job. */
export const AUDIT_RETENTION_DAYS = 365
export const AUDIT_PAGE_SIZE = 25

export const AuditQuerySchema = z.object({
  action: z.string().trim().max(60).optional().describe('Only this event type (e.g. signin.failure)'),
  actor: z.string().trim().max(320).optional().describe("Actor's email, username or id (part of it)"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

const PersonSchema = z.object({ id: z.string(), label: z.string() }).nullable()

export const AuditEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: PersonSchema,
  target: PersonSchema,
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type AuditEvent = z.infer<typeof AuditEventSchema>

export const AuditPageSchema = z.object({
  events: z.array(AuditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every event type recorded so far, for the type filter. */
  actions: z.array(z.string()),
  retentionDays: z.number().int(),
})
export type AuditPage = z.infer<typeof AuditPageSchema>

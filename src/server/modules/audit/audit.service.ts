import { newId } from '../../lib/ids'
import type { AuditRepository } from './audit.repository'

export type AuditAction =
  | 'impersonation.start'
  | 'impersonation.end'
  | 'user.export'
  | 'user.delete'
  | 'user.role_change'
  | 'user.update'
  | 'user.invite'
  | 'user.activate'
  | 'user.deactivate'
  | 'user.reset_password'
  | 'user.send_email'
  | 'provider.fee_change'
  | 'signin.success'
  | 'signin.failure'
  | 'password.change'
  | (string & {})

export type AuditEntry = {
  actorUserId: string | null
  action: AuditAction
  targetUserId?: string | null
  ip?: string | null
  /** Never an email, password, hash or token: ids and changed field names only. */
  details?: Record<string, unknown>
}

/** The audit log: one row per security-relevant act, with who, whom, when and from which address. */
export function createAuditService(repo: AuditRepository, now: () => Date) {
  return {
    record: async ({ actorUserId, action, targetUserId, ip, details }: AuditEntry) => {
      await repo.insert({
        id: newId(),
        actorUserId,
        action,
        targetUserId: targetUserId ?? null,
        ip: ip ?? null,
        details: details ?? {},
        createdAt: now(),
      })
    },
    listForTarget: repo.listForTarget,
    listRecent: repo.listRecent,
  }
}
export type AuditService = ReturnType<typeof createAuditService>

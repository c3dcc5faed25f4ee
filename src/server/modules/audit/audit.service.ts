import {
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_DAYS,
  type AuditPage,
  type AuditQuery,
} from '@shared/admin/audit.schemas'
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
  | 'user.register'
  | 'provider.fee_change'
  | 'signin.success'
  | 'signin.failure'
  | 'mfa.failure'
  | 'mfa.enable'
  | 'mfa.disable'
  | 'password.change'
  | 'password.change_failure'
  | 'password.reset'
  | (string & {})

export type AuditEntry = {
  actorUserId: string | null
  action: AuditAction
  targetUserId?: string | null
  ip?: string | null
  /** Never an email, password, hash or token: ids and changed field names only. */
  details?: Record<string, unknown>
}

export const AUDIT_PURGE_JOB = 'audit.purge'

/** The audit log: one row per security-relevant act, with who, whom, when and from which address. */
export function createAuditService(repo: AuditRepository, now: () => Date) {
  return {
    /** Writes the record; inside the caller's transaction when its repositories are given (with the change it records). */
    record: async (
      { actorUserId, action, targetUserId, ip, details }: AuditEntry,
      within?: { audit: Pick<AuditRepository, 'insert'> },
    ) => {
      await (within?.audit ?? repo).insert({
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

    /** The admin's view: newest first, filtered by event type and actor, a page at a time. */
    page: async (query: AuditQuery): Promise<AuditPage> => {
      const pageSize = AUDIT_PAGE_SIZE
      const { rows, total } = await repo.page({
        action: query.action || undefined,
        actor: query.actor || undefined,
        limit: pageSize,
        offset: (query.page - 1) * pageSize,
      })
      const person = (id: string | null, email: string | null) =>
        id ? { id, label: email ?? `Deleted account (${id.slice(0, 8)})` } : null
      return {
        events: rows.map(({ event, actorEmail, targetEmail }) => ({
          id: event.id,
          action: event.action,
          actor: person(event.actorUserId, actorEmail),
          target: person(event.targetUserId, targetEmail),
          ip: event.ip,
          details: event.details,
          createdAt: event.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize,
        actions: await repo.actions(),
        retentionDays: AUDIT_RETENTION_DAYS,
      }
    },

    /** Keeps a year: removes older events (the daily `audit.purge` job). */
    purgeExpired: () => repo.deleteOlderThan(new Date(now().getTime() - AUDIT_RETENTION_DAYS * 86_400_000)),
  }
}
export type AuditService = ReturnType<typeof createAuditService>

import { IMPERSONATION_MINUTES, type ImpersonationStatus } from '@shared/admin/impersonation.schemas'
import { AppError, notFound } from '../../lib/app-error'
import type { AuditService } from '../audit/audit.service'
import type { SessionMeta, SessionService } from '../sessions/session.service'
import type { UserRepository, UserRow } from '../users/user.repository'

type Deps = { users: UserRepository; sessions: SessionService; audit: AuditService }

/**
 * An administrator acting as a user: the admin's session is replaced by a time-boxed session of the user
 * that carries no admin rights; returning ends it and opens a fresh admin session. Both are audited.
 */
export function createImpersonationService({ users, sessions, audit }: Deps) {
  return {
    start: async (
      admin: UserRow,
      adminToken: string | null,
      targetId: string,
      meta: SessionMeta,
    ): Promise<{ token: string; user: UserRow }> => {
      const user = await users.findById(targetId)
      if (!user) throw notFound('User')
      if (user.id === admin.id) throw new AppError('BAD_REQUEST', 'You cannot impersonate yourself')
      if (user.role === 'admin') throw new AppError('FORBIDDEN', 'Administrators cannot be impersonated')
      if (user.status === 'deactivated') {
        throw new AppError('BAD_REQUEST', 'This account is deactivated and cannot be impersonated')
      }
      const token = await sessions.create(user, meta, {
        impersonatorUserId: admin.id,
        minutes: IMPERSONATION_MINUTES,
      })
      if (adminToken) await sessions.revoke(adminToken)
      await audit.record({
        actorUserId: admin.id,
        action: 'impersonation.start',
        targetUserId: user.id,
        ip: meta.ip,
        details: { minutes: IMPERSONATION_MINUTES },
      })
      return { token, user }
    },

    /** Ends the impersonation session; a fresh session of the administrator, who must still be one. */
    end: async (
      impersonatorUserId: string | null,
      user: UserRow,
      token: string,
      meta: SessionMeta,
    ): Promise<{ token: string | null }> => {
      if (!impersonatorUserId) throw new AppError('BAD_REQUEST', 'You are not impersonating anyone')
      await sessions.revoke(token)
      await audit.record({
        actorUserId: impersonatorUserId,
        action: 'impersonation.end',
        targetUserId: user.id,
        ip: meta.ip,
      })
      const admin = await users.findById(impersonatorUserId)
      if (admin?.role !== 'admin' || admin.status === 'deactivated') return { token: null }
      return { token: await sessions.create(admin, meta) }
    },

    status: async (
      user: UserRow | null,
      impersonatorUserId: string | null,
      expiresAt: Date | null,
    ): Promise<ImpersonationStatus> => {
      if (!user || !impersonatorUserId) {
        return { active: false, userEmail: null, adminEmail: null, expiresAt: null }
      }
      const admin = await users.findById(impersonatorUserId)
      return {
        active: true,
        userEmail: user.email,
        adminEmail: admin?.email ?? null,
        expiresAt: expiresAt?.toISOString() ?? null,
      }
    },
  }
}
export type ImpersonationService = ReturnType<typeof createImpersonationService>

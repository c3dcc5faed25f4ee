import { IMPERSONATION_MINUTES, type ImpersonationStatus } from '@shared/admin/impersonation.schemas'
import { AppError, notFound } from '../../lib/app-error'
import { sha256 } from '../../lib/ids'
import type { AuditService } from '../audit/audit.service'
import type { SessionMeta, SessionService } from '../sessions/session.service'
import type { UserRepository, UserRow } from '../users/user.repository'

type Deps = { users: UserRepository; sessions: SessionService; audit: AuditService }

/**
 * An administrator acting as a user: the admin's session is parked (its cookie stops working) and a
 * time-boxed session of the user, with no admin rights, takes its place; returning ends it and resumes the
 * parked session under a new token, only while that session is still valid (never a new admin session: that
 * would skip the password and the second factor) and only for the browser holding the return ticket given
 * at the start (a copied session cookie ends the impersonation, nothing more). Start, end and every change
 * made meanwhile are audited.
 */
export function createImpersonationService({ users, sessions, audit }: Deps) {
  return {
    start: async (
      admin: UserRow,
      adminToken: string | null,
      targetId: string,
      meta: SessionMeta,
    ): Promise<{ token: string; ticket: string; user: UserRow }> => {
      const user = await users.findById(targetId)
      if (!user) throw notFound('User')
      if (user.id === admin.id) throw new AppError('BAD_REQUEST', 'You cannot impersonate yourself')
      if (user.role === 'admin') throw new AppError('FORBIDDEN', 'Administrators cannot be impersonated')
      if (user.status === 'deactivated') {
        throw new AppError('BAD_REQUEST', 'This account is deactivated and cannot be impersonated')
      }
      const parked = adminToken ? await sessions.park(adminToken) : null
      if (!parked) throw new AppError('UNAUTHENTICATED', 'Please sign in again')
      const token = await sessions.create(user, meta, {
        impersonatorUserId: admin.id,
        impersonatorSessionHash: parked.hash,
        minutes: IMPERSONATION_MINUTES,
      })
      await audit.record({
        actorUserId: admin.id,
        action: 'impersonation.start',
        targetUserId: user.id,
        ip: meta.ip,
        details: { minutes: IMPERSONATION_MINUTES },
      })
      return { token, ticket: parked.ticket, user }
    },

    /**
     * Ends the impersonation session; resumes the administrator's parked session when it is still valid and
     * `ticket` is the return ticket it was parked with.
     */
    end: async (
      impersonatorUserId: string | null,
      user: UserRow,
      token: string,
      ticket: string | null,
      meta: SessionMeta,
    ): Promise<{ token: string | null }> => {
      if (!impersonatorUserId) throw new AppError('BAD_REQUEST', 'You are not impersonating anyone')
      const parked = (await sessions.find(token))?.impersonatorSessionHash ?? null
      await sessions.revoke(token)
      await audit.record({
        actorUserId: impersonatorUserId,
        action: 'impersonation.end',
        targetUserId: user.id,
        ip: meta.ip,
      })
      if (!parked || !ticket || sha256(ticket) !== parked) return { token: null }
      const resumed = await sessions.resume(parked)
      if (!resumed) return { token: null }
      if (resumed.user.id !== impersonatorUserId || resumed.user.role !== 'admin') {
        await sessions.revoke(resumed.token)
        return { token: null }
      }
      return { token: resumed.token }
    },

    /** A change made while acting as a user, recorded with the administrator as the actor. */
    recordAction: (
      impersonatorUserId: string,
      user: UserRow,
      action: { method: string; route: string; status: number },
      ip: string | undefined,
    ) =>
      audit.record({
        actorUserId: impersonatorUserId,
        action: 'impersonation.action',
        targetUserId: user.id,
        ip,
        details: action,
      }),

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

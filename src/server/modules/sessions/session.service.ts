import { newToken, sha256 } from '../../lib/ids'
import type { UserRow } from '../users/user.repository'
import type { createSessionRepository, SessionRow } from './session.repository'

type Repo = ReturnType<typeof createSessionRepository>

export type SessionPolicy = { idleMinutes: number; adminIdleMinutes: number; absoluteHours: number }
export type SessionMeta = { ip?: string; userAgent?: string }

/** Refresh last-seen at most this often, so reads don't turn into writes on every request. */
const touchEveryMs = 60_000

export function createSessionService(repo: Repo, policy: SessionPolicy, now: () => Date) {
  const idleFor = (user: Pick<UserRow, 'role'>) =>
    user.role === 'admin' ? policy.adminIdleMinutes : policy.idleMinutes

  /** The session under a hash with its user, or null (and deleted) when idle too long, past its cap or deactivated. */
  const findLive = async (tokenHash: string) => {
    const found = await repo.findWithUser(tokenHash)
    if (!found) return null
    const at = now().getTime()
    const { session, user } = found
    const idleLimit = session.lastSeenAt.getTime() + session.idleMinutes * 60_000
    if (at >= idleLimit || at >= session.expiresAt.getTime() || user.status === 'deactivated') {
      await repo.delete(tokenHash)
      return null
    }
    return found
  }

  return {
    /** A fresh opaque token for a sign-in; only its hash is stored. */
    create: async (
      user: UserRow,
      meta: SessionMeta = {},
      /**
       * An administrator acting as the user: who, the hash the administrator's own session is parked under
       * (see `park`), and how long it may last at most.
       */
      impersonation?: { impersonatorUserId: string; impersonatorSessionHash: string; minutes: number },
    ): Promise<string> => {
      const token = newToken()
      const at = now()
      const lifetimeMs = impersonation ? impersonation.minutes * 60_000 : policy.absoluteHours * 3_600_000
      await repo.insert({
        tokenHash: sha256(token),
        userId: user.id,
        impersonatorUserId: impersonation?.impersonatorUserId ?? null,
        impersonatorSessionHash: impersonation?.impersonatorSessionHash ?? null,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + lifetimeMs),
        idleMinutes: idleFor(user),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300),
      })
      return token
    },
    /** The signed-in user for a token, or null when unknown, idle too long, past its cap or deactivated. */
    resolve: async (
      token: string,
    ): Promise<{ user: UserRow; tokenHash: string; session: SessionRow } | null> => {
      const tokenHash = sha256(token)
      const found = await findLive(tokenHash)
      if (!found) return null
      const at = now().getTime()
      const { session, user } = found
      if (at - session.lastSeenAt.getTime() > touchEveryMs) await repo.touch(tokenHash, new Date(at))
      return { user, tokenHash, session }
    },
    /**
     * Parks a session while its administrator acts as someone else: it moves to the hash of a new token, the
     * return ticket (the browser's session cookie stops working). The ticket goes to that browser alone, and
     * `resume` is asked with its hash: the impersonation's session cookie by itself cannot bring it back.
     */
    park: async (token: string): Promise<{ ticket: string; hash: string } | null> => {
      const ticket = newToken()
      const hash = sha256(ticket)
      return (await repo.rehash(sha256(token), hash)) ? { ticket, hash } : null
    },
    /**
     * The way back from `park`: the same session (its start, cap and idle clock unchanged) under a new
     * token, or null when it ended meanwhile (signed out everywhere, password changed, idle, past its cap).
     */
    resume: async (parkedHash: string): Promise<{ user: UserRow; token: string } | null> => {
      const found = await findLive(parkedHash)
      if (!found) return null
      const token = newToken()
      if (!(await repo.rehash(parkedHash, sha256(token)))) return null
      return { user: found.user, token }
    },
    /** The session row behind a token (no checks: call after `resolve`). */
    find: async (token: string): Promise<SessionRow | undefined> =>
      (await repo.findWithUser(sha256(token)))?.session,
    revoke: (token: string) => repo.delete(sha256(token)),
    revokeAllForUser: (userId: string, exceptToken?: string) =>
      repo.deleteForUser(userId, exceptToken ? sha256(exceptToken) : undefined),
    purgeExpired: () => repo.deleteExpired(now()),
  }
}
export type SessionService = ReturnType<typeof createSessionService>

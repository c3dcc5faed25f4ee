import type { LoginRequest, RegisterRequest } from '@shared/auth/auth.schemas'
import type { TotpEnrolment } from '@shared/auth/second-factor.schemas'
import { usernameSkeleton } from '@shared/auth/username'
import { uniqueViolationOf } from '../../db/errors'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { hashPassword, verifyPassword } from '../../lib/password'
import { assertAcceptablePassword } from '../../lib/password-policy'
import type { AuditService } from '../audit/audit.service'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import type { SecondFactorService } from '../second-factor/second-factor.service'
import type { SessionMeta, SessionService } from '../sessions/session.service'
import type { createUserRepository, UserRow } from '../users/user.repository'

type Deps = {
  users: ReturnType<typeof createUserRepository>
  sessions: SessionService
  limiter: RateLimiter
  audit: AuditService
  secondFactor: Pick<SecondFactorService, 'beginSignIn' | 'isKnownDevice'>
}

export type LoginOutcome =
  | { kind: 'session'; user: UserRow; token: string }
  | { kind: 'second-factor'; challengeToken: string; enrolment?: TotpEnrolment }

const window = 15 * 60_000
export const loginLimits = {
  /** Every attempt from one address, whatever the account. */
  perIp: { max: 30, windowMs: window },
  /** Failures for one account from one address: that address is blocked for the window. */
  perAccountAndAddress: { max: 10, windowMs: window },
  /** Failures for one account from all addresses, counted to tell when it is under attack. */
  perAccount: { max: 10, windowMs: window },
  /** Under attack, the account takes one attempt every few seconds from addresses not yet blocked. */
  underAttack: { max: 1, windowMs: 5_000 },
}

/** Each sign-up costs a password hash: one address gets a few an hour. */
export const registerLimit = { max: 10, windowMs: 60 * 60_000 }

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid username or password')

export function createAuthService({ users, sessions, limiter, audit, secondFactor }: Deps) {
  return {
    register: async (
      input: RegisterRequest,
      meta: SessionMeta,
    ): Promise<{ user: UserRow; token: string }> => {
      await limiter.consume(
        `register:ip:${meta.ip ?? 'unknown'}`,
        registerLimit,
        'Too many sign-ups from this address. Please wait and try again.',
      )
      const taken = await users.existsByEmailOrUsername(input.email, input.username)
      if (taken.email)
        throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in.')
      // A name in another alphabet that reads as a taken Latin name (сосоа for cocoa) counts as taken.
      const skeleton = usernameSkeleton(input.username)
      const lookAlikeTaken =
        skeleton !== input.username.toLowerCase() &&
        (await users.existsByEmailOrUsername(input.email, skeleton)).username
      if (taken.username || lookAlikeTaken)
        throw new AppError('CONFLICT', 'This username is taken. Please choose another one.')
      assertAcceptablePassword(input.password)
      const user = await users
        .insert({
          id: newId(),
          email: input.email,
          username: input.username,
          passwordHash: await hashPassword(input.password),
        })
        .catch((err: unknown) => {
          // Another sign-up took the address or the name between the check above and this insert.
          const constraint = uniqueViolationOf(err)
          if (constraint === undefined) throw err
          throw constraint.includes('username')
            ? new AppError('CONFLICT', 'This username is taken. Please choose another one.')
            : new AppError('CONFLICT', 'An account with this email already exists. Please sign in.')
        })
      await audit.record({
        actorUserId: user.id,
        action: 'user.register',
        targetUserId: user.id,
        ip: meta.ip,
      })
      return { user, token: await sessions.create(user, meta) }
    },

    /**
     * Throttled per account and address together: an address that guessed wrong 10 times is blocked for
     * that account, while the owner from another address still gets in, at worst after a few seconds. The
     * email and the username of an account are one account.
     */
    login: async (
      input: LoginRequest,
      meta: SessionMeta & { deviceToken?: string },
    ): Promise<LoginOutcome> => {
      const ip = meta.ip ?? 'unknown'
      await limiter.consume(`login:ip:${ip}`, loginLimits.perIp)
      const user = await users.findByLogin(input.username)
      const account = user ? `id:${user.id}` : `name:${input.username.toLowerCase()}`
      const pairKey = `login:pair:${account}:${ip}`
      const accountKey = `login:account:${account}`
      await limiter.check(pairKey, loginLimits.perAccountAndAddress)
      // Failures from many addresses slow the account down, but never for a browser that signed in to it
      // with the second factor before: that sign-in still needs the password and a code.
      const knownDevice =
        Boolean(user) && (await secondFactor.isKnownDevice(meta.deviceToken, user?.id ?? ''))
      if (!knownDevice && (await limiter.isOver(accountKey, loginLimits.perAccount))) {
        await limiter.consume(`login:slow:${account}`, loginLimits.underAttack)
      }
      // An unknown account costs the same hashing time and gets the same answer as a wrong password.
      const valid = await verifyPassword(user?.passwordHash, input.password)
      if (!user || !valid) {
        await limiter.consume(pairKey, loginLimits.perAccountAndAddress)
        await limiter.hit(accountKey, loginLimits.perAccount)
        // An unknown account is recorded without the name typed (it may be a mistyped password).
        await audit.record({
          actorUserId: null,
          action: 'signin.failure',
          targetUserId: user?.id ?? null,
          ip: meta.ip,
          details: { reason: user ? 'wrong-password' : 'unknown-account' },
        })
        throw invalidCredentials()
      }
      if (user.status === 'deactivated') {
        throw new AppError('FORBIDDEN', 'This account has been deactivated. Please contact support.')
      }
      await limiter.reset(pairKey)
      await limiter.reset(accountKey)
      const challenge = await secondFactor.beginSignIn(user, meta)
      if (challenge) return { kind: 'second-factor', ...challenge }
      await audit.record({
        actorUserId: user.id,
        action: 'signin.success',
        targetUserId: user.id,
        ip: meta.ip,
      })
      return { kind: 'session', user, token: await sessions.create(user, meta) }
    },

    logout: (token: string | undefined) => (token ? sessions.revoke(token) : Promise.resolve()),
  }
}

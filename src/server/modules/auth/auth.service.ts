import type { LoginRequest, RegisterRequest } from '@shared/auth/auth.schemas'
import { usernameSkeleton } from '@shared/auth/username'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import type { SessionMeta, SessionService } from '../sessions/session.service'
import type { createUserRepository, UserRow } from '../users/user.repository'
import { hashPassword, verifyPassword } from './password'
import { assertAcceptablePassword } from './password-policy'

type Deps = {
  users: ReturnType<typeof createUserRepository>
  sessions: SessionService
  limiter: RateLimiter
}

const window = 15 * 60_000
const loginLimits = {
  perIp: { max: 30, windowMs: window },
  perAccount: { max: 10, windowMs: window },
}
/** Each sign-up costs a password hash: one address gets a few an hour. */
export const registerLimit = { max: 10, windowMs: 60 * 60_000 }

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid username or password')

export function createAuthService({ users, sessions, limiter }: Deps) {
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
      const user = await users.insert({
        id: newId(),
        email: input.email,
        username: input.username,
        passwordHash: await hashPassword(input.password),
      })
      return { user, token: await sessions.create(user, meta) }
    },

    login: async (input: LoginRequest, meta: SessionMeta): Promise<{ user: UserRow; token: string }> => {
      const accountKey = `login:account:${input.username.toLowerCase()}`
      await limiter.consume(`login:ip:${meta.ip ?? 'unknown'}`, loginLimits.perIp)
      await limiter.check(accountKey, loginLimits.perAccount)
      const user = await users.findByLogin(input.username)
      // An unknown account costs the same hashing time and gets the same answer as a wrong password.
      const valid = await verifyPassword(user?.passwordHash, input.password)
      if (!user || !valid) {
        await limiter.consume(accountKey, loginLimits.perAccount)
        throw invalidCredentials()
      }
      if (user.status === 'deactivated') {
        throw new AppError('FORBIDDEN', 'This account has been deactivated. Please contact support.')
      }
      await limiter.reset(accountKey)
      return { user, token: await sessions.create(user, meta) }
    },

    logout: (token: string | undefined) => (token ? sessions.revoke(token) : Promise.resolve()),
  }
}

import type { SecondFactorStatus, TotpEnrolment } from '@shared/auth/second-factor.schemas'
import { AppError } from '../../lib/app-error'
import { newToken, sha256 } from '../../lib/ids'
import type { AuditService } from '../audit/audit.service'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import type { SessionMeta, SessionService } from '../sessions/session.service'
import type { UserRepository, UserRow } from '../users/user.repository'
import type { SecondFactorRepository } from './second-factor.repository'
import { acceptedStep, enrolment, newTotpSecret, type SecretBox } from './totp'

type Deps = {
  repo: SecondFactorRepository
  users: UserRepository
  sessions: SessionService
  limiter: RateLimiter
  audit: AuditService
  box: SecretBox
  issuer: string
  now: () => Date
}

/** How long the code step of a sign-in may take, and how many wrong codes it allows. */
export const challengeMinutes = 5
export const challengeAttempts = 5
/** Wrong codes for one account from anywhere: past this, codes are refused for the window. */
export const codeLimit = { max: 10, windowMs: 15 * 60_000 }
/** How long a browser that signed in with the second factor stays a known device. */
export const knownDeviceDays = 90

const expired = () =>
  new AppError('UNAUTHENTICATED', 'Your sign-in has expired. Please enter your password again.')
const wrongCode = () =>
  new AppError('INVALID_CODE', 'That code is not right. Check your authenticator app and try again.')
const usedCode = () =>
  new AppError('INVALID_CODE', 'That code was already used. Wait for the next code and try again.')

export function createSecondFactorService({ repo, users, sessions, limiter, audit, box, issuer, now }: Deps) {
  const enrolmentFor = (user: UserRow, secret: string): Promise<TotpEnrolment> =>
    enrolment(secret, issuer, user.email)

  /** The step of a right, unused code for this user's confirmed secret; throws otherwise. */
  const checkCode = async (user: UserRow, secret: string, lastUsedStep: number | null, code: string) => {
    await limiter.check(
      `mfa:account:${user.id}`,
      codeLimit,
      'Too many wrong codes. Please wait and try again.',
    )
    const step = await acceptedStep(secret, code, now(), null)
    if (step === null) {
      await limiter.hit(`mfa:account:${user.id}`, codeLimit)
      throw wrongCode()
    }
    if (lastUsedStep !== null && step <= lastUsedStep) throw usedCode()
    return step
  }

  return {
    /**
     * After the password: null when the account has no second factor, else a challenge token for the
     * code step. An administrator without one gets an authenticator to enrol instead of a session.
     */
    beginSignIn: async (
      user: UserRow,
      meta: SessionMeta,
    ): Promise<{ challengeToken: string; enrolment?: TotpEnrolment } | null> => {
      const factor = await repo.find(user.id)
      const enabled = Boolean(factor?.secret && factor.enabledAt)
      if (!enabled && user.role !== 'admin') return null
      const token = newToken()
      const at = now()
      const enrolSecret = enabled ? null : newTotpSecret()
      await repo.purgeExpiredChallenges(at)
      await repo.insertChallenge({
        tokenHash: sha256(token),
        userId: user.id,
        enrolSecret: enrolSecret ? box.seal(enrolSecret) : null,
        ip: meta.ip ?? null,
        createdAt: at,
        expiresAt: new Date(at.getTime() + challengeMinutes * 60_000),
      })
      return enrolSecret
        ? { challengeToken: token, enrolment: await enrolmentFor(user, enrolSecret) }
        : { challengeToken: token }
    },

    /** The code step: a right code, used once, within a few attempts, signs the user in. */
    completeSignIn: async (
      challengeToken: string | null,
      code: string,
      meta: SessionMeta,
    ): Promise<{ user: UserRow; token: string; deviceToken: string }> => {
      if (!challengeToken) throw expired()
      const tokenHash = sha256(challengeToken)
      const challenge = await repo.findChallenge(tokenHash)
      if (!challenge || challenge.expiresAt.getTime() <= now().getTime()) throw expired()
      const user = await users.findById(challenge.userId)
      if (!user || user.status === 'deactivated') throw expired()
      const factor = await repo.find(user.id)
      const enrolling = challenge.enrolSecret !== null
      const secret = enrolling
        ? box.open(challenge.enrolSecret as string)
        : factor?.secret
          ? box.open(factor.secret)
          : null
      if (!secret) throw expired()
      let step: number
      try {
        step = await checkCode(user, secret, enrolling ? null : (factor?.lastUsedStep ?? null), code)
      } catch (error) {
        await audit.record({
          actorUserId: user.id,
          action: 'mfa.failure',
          targetUserId: user.id,
          ip: meta.ip,
          details: { enrolling },
        })
        const attempts = await repo.countAttempt(tokenHash)
        if (attempts >= challengeAttempts) {
          await repo.deleteChallenge(tokenHash)
          throw new AppError('UNAUTHENTICATED', 'Too many wrong codes. Please enter your password again.')
        }
        throw error
      }
      // One request wins the challenge and the code's step; a replay in parallel finds either gone.
      if (!(await repo.deleteChallenge(tokenHash))) throw expired()
      if (enrolling) {
        await repo.enable(user.id, box.seal(secret), step, now())
        await audit.record({ actorUserId: user.id, action: 'mfa.enable', targetUserId: user.id, ip: meta.ip })
      } else if (!(await repo.claimStep(user.id, step, now()))) {
        throw usedCode()
      }
      await limiter.reset(`mfa:account:${user.id}`)
      await audit.record({
        actorUserId: user.id,
        action: 'signin.success',
        targetUserId: user.id,
        ip: meta.ip,
        details: { secondFactor: true },
      })
      // This browser proved both factors: it becomes a known device of the account (see `isKnownDevice`).
      const deviceToken = newToken()
      const at = now()
      await repo.purgeExpiredDevices(at)
      await repo.insertDevice({
        tokenHash: sha256(deviceToken),
        userId: user.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + knownDeviceDays * 86_400_000),
      })
      return { user, token: await sessions.create(user, meta), deviceToken }
    },

    /** Whether a device token was issued to this user by a sign-in with the second factor and is still valid. */
    isKnownDevice: async (deviceToken: string | undefined, userId: string): Promise<boolean> => {
      if (!deviceToken) return false
      const device = await repo.findDevice(sha256(deviceToken))
      return device?.userId === userId && device.expiresAt.getTime() > now().getTime()
    },

    /** Forgets every known device of the account (its address was proven by someone else, for one). */
    forgetDevices: (userId: string) => repo.deleteDevices(userId),

    status: async (user: UserRow): Promise<SecondFactorStatus> => {
      const factor = await repo.find(user.id)
      return { enabled: Boolean(factor?.secret && factor.enabledAt), required: user.role === 'admin' }
    },

    /** Account Settings: a new secret to scan; it takes effect once a code from it is confirmed. */
    startEnrolment: async (user: UserRow): Promise<TotpEnrolment> => {
      const factor = await repo.find(user.id)
      if (factor?.secret && factor.enabledAt) {
        throw new AppError('CONFLICT', 'Two-factor authentication is already on.')
      }
      const secret = newTotpSecret()
      await repo.setPending(user.id, box.seal(secret), now())
      return enrolmentFor(user, secret)
    },

    /** Turns the factor on and ends the account's other sessions (a thief's among them): only this one stays. */
    confirmEnrolment: async (user: UserRow, code: string, ip: string, currentSessionToken?: string) => {
      const factor = await repo.find(user.id)
      if (factor?.secret && factor.enabledAt) {
        throw new AppError('CONFLICT', 'Two-factor authentication is already on.')
      }
      if (!factor?.pendingSecret) {
        throw new AppError('BAD_REQUEST', 'Start the set-up again: scan a new QR code first.')
      }
      const secret = box.open(factor.pendingSecret)
      const step = await checkCode(user, secret, null, code)
      await repo.enable(user.id, box.seal(secret), step, now())
      await sessions.revokeAllForUser(user.id, currentSessionToken)
      await audit.record({ actorUserId: user.id, action: 'mfa.enable', targetUserId: user.id, ip })
    },

    disable: async (user: UserRow, code: string, ip: string) => {
      if (user.role === 'admin') {
        throw new AppError('FORBIDDEN', 'Administrators must keep two-factor authentication on.')
      }
      const factor = await repo.find(user.id)
      if (!factor?.secret || !factor.enabledAt) {
        throw new AppError('CONFLICT', 'Two-factor authentication is already off.')
      }
      const step = await checkCode(user, box.open(factor.secret), factor.lastUsedStep, code)
      if (!(await repo.claimStep(user.id, step, now()))) throw usedCode()
      await repo.disable(user.id)
      await audit.record({ actorUserId: user.id, action: 'mfa.disable', targetUserId: user.id, ip })
    },

    /**
     * An administrator's reset for a lost authenticator: false when the user had none set up. Inside the
     * caller's transaction when its repositories are given (with the audit record of the reset).
     */
    remove: async (
      userId: string,
      within?: { secondFactor: Pick<SecondFactorRepository, 'find' | 'disable'> },
    ): Promise<boolean> => {
      const factors = within?.secondFactor ?? repo
      const factor = await factors.find(userId)
      if (!factor?.enabledAt) return false
      await factors.disable(userId)
      return true
    },

    /** ADMIN_TOTP_SECRET: enrols the administrator from the environment (idempotent). */
    provision: async (userId: string, secret: string): Promise<boolean> => {
      const factor = await repo.find(userId)
      if (factor?.secret && factor.enabledAt && box.open(factor.secret) === secret) return false
      await repo.enable(userId, box.seal(secret), null, now())
      return true
    },
  }
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>

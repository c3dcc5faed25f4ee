import {
  type ChangePasswordRequest,
  FORGOT_PASSWORD_MESSAGE,
  type ResetPasswordRequest,
} from '@shared/account/account.schemas'
import type { Transaction } from '../../db/transaction'
import { AppError } from '../../lib/app-error'
import { sha256 } from '../../lib/ids'
import { hashPassword, verifyPassword } from '../../lib/password'
import { assertAcceptablePassword } from '../../lib/password-policy'
import type { AssessmentRepository } from '../assessment/assessment.repository'
import type { AuditService } from '../audit/audit.service'
import type { MailQueue, MailRepos } from '../mail/mail.service'
import type { RateAlertRepository } from '../rate-alerts/rate-alert.repository'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import type { ReportRepository } from '../reports/report.repository'
import type { SecondFactorRepository } from '../second-factor/second-factor.repository'
import type { SessionMeta, SessionService } from '../sessions/session.service'
import type { UserRepository, UserRow } from '../users/user.repository'
import type { AccountTokenRepository } from './account-token.repository'
import { accountLinks, issueAccountToken } from './account-tokens'

/** What an emailed link issues: its token and its mail. */
export type ActivationRepos = MailRepos & { accountTokens: AccountTokenRepository }

/**
 * What proving an address writes in one transaction: the account, its tokens and mails, the reports held
 * for it and, on an account's first proof, what whoever held it unproven set on it.
 */
type AccountRepos = ActivationRepos & {
  users: UserRepository
  reports: Pick<ReportRepository, 'releaseHeld'>
  secondFactor: Pick<SecondFactorRepository, 'disable' | 'deleteDevices'>
  assessments: Pick<AssessmentRepository, 'releaseOwned'>
  rateAlerts: Pick<RateAlertRepository, 'deleteForUser'>
}

type Deps = {
  users: UserRepository
  tokens: AccountTokenRepository
  transaction: Transaction<AccountRepos>
  sessions: SessionService
  limiter: RateLimiter
  mail: MailQueue
  publicUrl: string
  now: () => Date
  audit: Pick<AuditService, 'record'>
  /** Whether the account signs in with a second factor: an emailed link then activates without signing in. */
  hasSecondFactor?: (user: UserRow) => Promise<boolean>
  /** Queues a background job (the reset mail is prepared there, for real and unknown accounts alike). */
  enqueue: (job: { type: string; payload: Record<string, unknown> }) => Promise<unknown>
}

export const RESET_REQUEST_JOB = 'account.reset-request'

export const INVALID_ACTIVATION = 'Invalid activation link. Please check your email for the correct link.'
export const INVALID_RESET = 'This reset link is invalid or expired.'

const hour = 60 * 60_000
export const forgotLimits = {
  perIp: { max: 20, windowMs: hour },
  perEmail: { max: 5, windowMs: hour },
}
/** Every reset attempt from one address counts: each valid one costs a password hash. */
export const resetLimit = { max: 20, windowMs: hour }
export const changePasswordLimit = { max: 10, windowMs: 15 * 60_000 }
/** Verification links one account may ask for in an hour. */
export const verificationLinkLimit = { max: 3, windowMs: hour }

/**
 * The first proof of an account's address (a mailed reset or activation link): undoes, inside the proof's
 * transaction, what whoever held the unproven account set on it (second factor, known devices, assessments,
 * rate alerts). Its sessions are ended by the caller once the transaction commits.
 */
async function resetUnproven(repos: AccountRepos, userId: string) {
  await repos.secondFactor.disable(userId)
  await repos.secondFactor.deleteDevices(userId)
  await repos.assessments.releaseOwned(userId)
  await repos.rateAlerts.deleteForUser(userId)
}

export function createAccountService(deps: Deps) {
  const { transaction, users, sessions, limiter, mail, now } = deps
  const links = accountLinks(deps.publicUrl)

  const passwordChangedMail = (user: UserRow, repos: MailRepos) =>
    mail.queue(
      {
        template: 'password-changed',
        to: user.email,
        variables: { username: user.username, forgotPasswordUrl: `${deps.publicUrl}/forgot-password` },
      },
      repos,
    )

  const sendResetLink = (user: UserRow) =>
    transaction(async (repos) => {
      const token = await issueAccountToken(repos.accountTokens, user.id, 'reset', now())
      await mail.queue(
        {
          template: 'password-reset',
          to: user.email,
          variables: { username: user.username, resetUrl: links.reset(token) },
        },
        repos,
      )
    })

  return {
    /** The account of an id (a purchase's new account, to sign its buyer in). */
    findById: (id: string) => users.findById(id),

    /**
     * Same answer and the same work whether or not the account exists: the request is queued, and the
     * job finds the account and mails it, so neither the answer nor its timing tells who has an account.
     */
    forgotPassword: async (email: string, ip: string): Promise<{ message: string }> => {
      const tooMany = 'Too many reset requests. Please wait and try again.'
      await limiter.consume(`forgot:ip:${ip}`, forgotLimits.perIp, tooMany)
      await limiter.consume(`forgot:email:${email.toLowerCase()}`, forgotLimits.perEmail, tooMany)
      await deps.enqueue({ type: RESET_REQUEST_JOB, payload: { email } })
      return { message: FORGOT_PASSWORD_MESSAGE }
    },

    /** The queued half of a reset request: the mail goes only to an existing, usable account. */
    sendRequestedResetLink: async (email: string): Promise<void> => {
      const user = await users.findByEmail(email)
      if (user && user.status !== 'deactivated') await sendResetLink(user)
    },

    /** The password-reset mail an administrator sends: the same link a user asks for; no password is seen. */
    sendResetLink: (user: UserRow) => sendResetLink(user),

    /** Sets a new password from a reset link; the link also proves the email, so a pending account becomes active. */
    resetPassword: async (input: ResetPasswordRequest, ip: string): Promise<{ message: string }> => {
      await limiter.consume(
        `reset:ip:${ip}`,
        resetLimit,
        'Too many reset attempts. Please wait and try again.',
      )
      // The token is checked before the new password is hashed: a guessed token costs no hashing.
      const tokenHash = sha256(input.token)
      if (!(await deps.tokens.findUsable(tokenHash, ['reset'], now()))) {
        throw new AppError('BAD_REQUEST', INVALID_RESET)
      }
      assertAcceptablePassword(input.newPassword, 'newPassword')
      const passwordHash = await hashPassword(input.newPassword)
      const user = await transaction(async (repos) => {
        const token = await repos.accountTokens.consume(tokenHash, ['reset'], now())
        if (!token) return null
        const before = await repos.users.findById(token.userId)
        if (before && before.emailVerifiedAt === null) await resetUnproven(repos, before.id)
        const updated = await repos.users.update(token.userId, {
          passwordHash,
          emailVerifiedAt: now(),
          ...(await isPending(repos.users, token.userId)),
        })
        if (!updated || updated.status === 'deactivated') return null
        await repos.accountTokens.deleteUnusedForUser(updated.id, 'reset')
        await repos.reports.releaseHeld(updated.id)
        await mail.addressVerified(updated.email, repos)
        await passwordChangedMail(updated, repos)
        return updated
      })
      if (!user) throw new AppError('BAD_REQUEST', INVALID_RESET)
      await sessions.revokeAllForUser(user.id)
      await deps.audit.record({ actorUserId: user.id, action: 'password.reset', targetUserId: user.id, ip })
      return { message: 'Your password has been reset. You can now sign in.' }
    },

    /** Activates the account and signs it in: a valid link proves the buyer owns the email. */
    activate: async (
      token: string | undefined,
      email: string | undefined,
      meta: SessionMeta,
    ): Promise<{ user: UserRow; sessionToken: string | null }> => {
      if (!token || !email) throw new AppError('BAD_REQUEST', INVALID_ACTIVATION)
      const proven = await transaction(async (repos) => {
        const owner = await repos.users.findByEmail(email)
        if (!owner || owner.status === 'deactivated') return null
        const used = await repos.accountTokens.consume(sha256(token), ['activation'], now())
        if (!used || used.userId !== owner.id) {
          // A token of someone else's account: roll the consumption back with the transaction.
          if (used) throw new AppError('BAD_REQUEST', INVALID_ACTIVATION)
          return null
        }
        const unproven = owner.emailVerifiedAt === null
        if (unproven) await resetUnproven(repos, owner.id)
        await repos.reports.releaseHeld(owner.id)
        await mail.addressVerified(owner.email, repos)
        const updated = await repos.users.update(owner.id, { status: 'active', emailVerifiedAt: now() })
        return updated ? { updated, unproven } : null
      })
      if (!proven) throw new AppError('BAD_REQUEST', INVALID_ACTIVATION)
      const { updated: user, unproven } = proven
      // Sessions opened before anyone proved the address are not the owner's.
      if (unproven) await sessions.revokeAllForUser(user.id)
      // A link proves the address, not the authenticator: an account with a second factor signs in with it.
      if (await deps.hasSecondFactor?.(user)) return { user, sessionToken: null }
      return { user, sessionToken: await sessions.create(user, meta) }
    },

    /** Needs the current password; signs out every other session and sends a notice. */
    changePassword: async (
      user: UserRow,
      currentSessionToken: string | null,
      input: ChangePasswordRequest,
      /** Who acts (the administrator when impersonating) and from where, for the audit log. */
      meta: { ip?: string; actorUserId?: string } = {},
    ): Promise<{ message: string }> => {
      const { ip } = meta
      const actorUserId = meta.actorUserId ?? user.id
      const key = `change-password:${user.id}`
      await limiter.check(key, changePasswordLimit)
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await deps.audit.record({
          actorUserId,
          action: 'password.change_failure',
          targetUserId: user.id,
          ip,
        })
        await limiter.consume(key, changePasswordLimit)
        throw new AppError('BAD_REQUEST', 'Current password is incorrect')
      }
      if (input.currentPassword === input.newPassword) {
        throw new AppError('BAD_REQUEST', 'The new password must be different from the current one')
      }
      assertAcceptablePassword(input.newPassword, 'newPassword')
      const passwordHash = await hashPassword(input.newPassword)
      await transaction(async (repos) => {
        const updated = await repos.users.update(user.id, { passwordHash })
        if (updated) await passwordChangedMail(updated, repos)
      })
      await limiter.reset(key)
      await sessions.revokeAllForUser(user.id, currentSessionToken ?? undefined)
      await deps.audit.record({ actorUserId, action: 'password.change', targetUserId: user.id, ip })
      return { message: 'Password changed successfully' }
    },

    /**
     * The activation link of an account that has not proved its address (a sign-up, or the Account
     * Settings' resend): the /activate flow of a purchase, proving the address the same way.
     */
    sendVerificationLink: async (user: UserRow): Promise<{ sent: boolean }> => {
      if (user.emailVerifiedAt) return { sent: false }
      await limiter.consume(
        `verification-link:${user.id}`,
        verificationLinkLimit,
        'A verification link was sent a moment ago. Please check your inbox or try again later.',
      )
      await transaction(async (repos) => {
        const token = await issueAccountToken(repos.accountTokens, user.id, 'activation', now())
        await mail.queue(
          {
            template: 'activation',
            to: user.email,
            variables: { username: user.username, activationUrl: links.activation(token, user.email) },
          },
          repos,
        )
      })
      return { sent: true }
    },

    /** Issues an activation (or, without a chosen password, a set-password) link inside the caller's transaction. */
    queueActivation: async (
      repos: ActivationRepos,
      user: UserRow,
      passwordChosen: boolean,
      dedupeKey: string,
    ) => {
      const at = now()
      const activationUrl = passwordChosen
        ? links.activation(
            await issueAccountToken(repos.accountTokens, user.id, 'activation', at),
            user.email,
          )
        : links.reset(await issueAccountToken(repos.accountTokens, user.id, 'reset', at, 7 * 24 * hour))
      await mail.queue(
        {
          template: 'activation',
          to: user.email,
          variables: { username: user.username, activationUrl },
          dedupeKey,
        },
        repos,
      )
    },
  }
}
export type AccountService = ReturnType<typeof createAccountService>

async function isPending(users: UserRepository, id: string) {
  const row = await users.findById(id)
  return row?.status === 'pending' ? { status: 'active' as const } : {}
}

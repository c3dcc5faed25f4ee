import { randomBytes } from 'node:crypto'
import { usernameFromEmail } from '@shared/auth/username'
import { REPORT_LABELS, type ReportType } from '@shared/checkout/prices'
import { formatUsd } from '@shared/format'
import { REPORT_ACCESS_DAYS } from '@shared/reports/report-terms'
import type { Transaction } from '../../db/transaction'
import type { JobRepository } from '../../jobs/job.repository'
import { AppError } from '../../lib/app-error'
import { type CrashPoint, noCrashPoint } from '../../lib/crash-point'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import type { AccountService, ActivationRepos } from '../accounts/account.service'
import type { OrderAssessment, OrderAssessments } from '../assessment/order-assessment.repository'
import type { AuditRepository } from '../audit/audit.repository'
import type { MailQueue } from '../mail/mail.service'
import type { PaymentIntentRepository } from '../payments/payment-intent.repository'
import type { PromoCodeRepository } from '../promo-codes/promo-code.repository'
import { promoMessages, promoProblem } from '../promo-codes/promo-code.service'
import type { ReportRepository, ReportRow } from '../reports/report.repository'
import { createReport, snapshotAt, type TermsSource } from '../reports/report.service'
import type { UserRepository, UserRow } from '../users/user.repository'

/** What an order writes in its one transaction: account, report, promo use, payment, audit and mails. */
export type FulfilmentRepos = ActivationRepos & {
  users: UserRepository
  intents: PaymentIntentRepository
  promoCodes: PromoCodeRepository
  reports: ReportRepository
  jobs: Pick<JobRepository, 'enqueue'>
  audit: Pick<AuditRepository, 'insert'>
  orderAssessments: OrderAssessments
  /** The catalogue, for the terms a report records. */
  catalogue: TermsSource
}

type Deps = {
  transaction: Transaction<FulfilmentRepos>
  accounts: Pick<AccountService, 'queueActivation'>
  mail: MailQueue
  publicUrl: string
  now: () => Date
  /** Fault injection (tests only): may kill the process between the order's writes and its commit. */
  crashPoint?: CrashPoint
}

/**
 * The buyer: a password hash when they chose one at checkout, null when fulfilment runs without them;
 * userId when the buyer was signed in to the account of that email when the buyer was accepted.
 */
export type Buyer = { email: string; passwordHash: string | null; userId?: string | null }

export type FulfilmentResult = {
  reportId: string
  userId: string
  email: string
  account: 'created' | 'existing'
  /** False when this call found the order already fulfilled (a replay). */
  fulfilledNow: boolean
}

const DAY_MS = 24 * 60 * 60_000
const receiptDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export function createFulfilmentService(deps: Deps) {
  const { now } = deps

  const usernameFor = async (users: UserRepository, email: string) => {
    const base = usernameFromEmail(email, 'member')
    for (let i = 0; i < 6; i++) {
      const candidate = i === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`
      const taken = await users.existsByEmailOrUsername('-', candidate)
      if (!taken.username) return candidate
    }
    return `member-${newId()}`
  }

  /**
   * Finds the buyer's account or creates a pending one; never changes an existing account's password.
   * An existing account the buyer was not signed in to (registered by someone else, or while the
   * payment was under way) gets the report held: hidden and without its tier until whoever proves the
   * address uses the set-password link sent to it. The purchase never writes the account's tier: the
   * tier follows the reports that are paid and not refunded (users.repository `entitledTier`).
   */
  const accountFor = async (repos: FulfilmentRepos, buyer: Buyer, key: string) => {
    const { users } = repos
    const existing = await users.findByEmail(buyer.email)
    if (existing) {
      if (buyer.userId !== existing.id) {
        await deps.accounts.queueActivation(repos, existing, false, `claim:${key}`)
        return { user: existing, created: false, held: true }
      }
      return { user: existing, created: false, held: false }
    }
    const user = await users.insert({
      id: newId(),
      email: buyer.email,
      username: await usernameFor(users, buyer.email),
      passwordHash: buyer.passwordHash ?? (await hashPassword(randomBytes(32).toString('base64url'))),
      status: 'pending',
    })
    return { user, created: true, held: false }
  }

  type Order = {
    assessment: OrderAssessment
    reportType: ReportType
    amountCents: number
    promoCodeId: string | null
    accessDays: number
    paymentIntentId: string | null
    /** Kept off the account until the address is proven (see accountFor). */
    held?: boolean
  }

  /** Account, report, promo use and mails, all inside the caller's transaction. */
  const placeOrder = async (
    repos: FulfilmentRepos,
    order: Order,
    buyer: Buyer,
    user: UserRow,
    created: boolean,
  ) => {
    const at = now()
    const report = await createReport(repos, {
      id: newId(),
      userId: user.id,
      assessmentId: order.assessment.id,
      reportType: order.reportType,
      amountCents: order.amountCents,
      isPaid: true,
      promoCodeId: order.promoCodeId,
      paymentIntentId: order.paymentIntentId,
      snapshot: await snapshotAt(repos.catalogue, order.assessment, at),
      createdAt: at,
      expiresAt: new Date(at.getTime() + order.accessDays * DAY_MS),
      ...(order.held ? { hiddenAt: at, heldForClaimAt: at } : {}),
    })
    const key = order.paymentIntentId ?? report.id
    await deps.mail.queue(
      {
        template: 'purchase-confirmation',
        to: user.email,
        variables: {
          username: user.username,
          reportName: REPORT_LABELS[order.reportType],
          amount: formatUsd(order.amountCents),
          orderDate: receiptDate.format(at),
          orderNumber: report.id,
          accessDays: String(order.accessDays),
          accessUntil: receiptDate.format(report.expiresAt),
          dashboardUrl: `${deps.publicUrl}/dashboard`,
        },
        dedupeKey: `purchase-confirmation:${key}`,
      },
      repos,
    )
    if (created)
      await deps.accounts.queueActivation(repos, user, buyer.passwordHash !== null, `activation:${key}`)
    return report
  }

  const resultOf = (
    report: ReportRow,
    user: Pick<UserRow, 'email'>,
    created: boolean,
    fulfilledNow: boolean,
  ) => ({
    reportId: report.id,
    userId: report.userId,
    email: user.email,
    account: created ? ('created' as const) : ('existing' as const),
    fulfilledNow,
  })

  return {
    /**
     * Fulfils a succeeded payment intent exactly once. The intent's row is locked for the whole
     * transaction, so parallel calls (browser, webhook, reconciliation) serialise and all but the
     * first find it fulfilled. The caller has verified the intent with the gateway.
     */
    fulfilIntent: async (
      repos: FulfilmentRepos,
      intentId: string,
      buyer: Buyer,
    ): Promise<FulfilmentResult> => {
      const { audit, intents, promoCodes, reports, users } = repos
      const intent = await intents.lockById(intentId)
      if (!intent) throw new AppError('BAD_REQUEST', 'Payment not found')
      if (intent.fulfilledAt) {
        const report = await reports.findByPaymentIntent(intent.id)
        if (!report) throw new AppError('INTERNAL', 'Fulfilled payment without a report')
        const owner = await users.findById(report.userId)
        if (
          intent.accountPasswordPending &&
          buyer.passwordHash &&
          owner?.status === 'pending' &&
          owner.email.toLowerCase() === buyer.email.toLowerCase()
        ) {
          // Fulfilled moments ago without the buyer (webhook first): their chosen password now applies.
          await users.update(owner.id, { passwordHash: buyer.passwordHash })
          await intents.update(intent.id, { accountPasswordPending: false }, now())
        }
        return resultOf(report, buyer, intent.accountCreated, false)
      }
      const assessment = await repos.orderAssessments.find(intent.assessmentId)
      if (!assessment) throw new AppError('BAD_REQUEST', 'The assessment for this payment no longer exists')
      const promo = intent.promoCodeId ? await promoCodes.findById(intent.promoCodeId) : undefined
      const { user, created, held } = await accountFor(repos, buyer, intent.id)
      if (promo) {
        // The use this payment held becomes a counted one. A code that no longer allows it (deactivated,
        // expired, or used up by others while this payment held nothing) is honoured at the price paid,
        // counted as it is and recorded for the administrator (ADR 036).
        const holding = intent.promoHeldUntil !== null
        if (!(await promoCodes.redeem(promo.id, now(), holding))) {
          await promoCodes.countPastLimit(promo.id, now(), holding)
          await audit.insert({
            id: newId(),
            actorUserId: null,
            action: 'promo.past_limit',
            targetUserId: user.id,
            details: {
              promoCodeId: promo.id,
              code: promo.code,
              paymentIntentId: intent.id,
              amountCents: intent.amountCents,
              reason: promoProblem(promo, now()) ?? promoMessages.usedUp,
            },
          })
        }
      }
      const report = await placeOrder(
        repos,
        {
          assessment,
          reportType: intent.reportType,
          amountCents: intent.amountCents,
          promoCodeId: promo?.id ?? null,
          accessDays: promo?.accessDays ?? REPORT_ACCESS_DAYS,
          paymentIntentId: intent.id,
          held,
        },
        buyer,
        user,
        created,
      )
      ;(deps.crashPoint ?? noCrashPoint)('fulfilment.before-commit')
      await intents.update(
        intent.id,
        {
          fulfilledAt: now(),
          fulfilledUserId: user.id,
          promoHeldUntil: null,
          accountCreated: created,
          accountPasswordPending: created && buyer.passwordHash === null,
        },
        now(),
      )
      return resultOf(report, user, created, true)
    },

    /** A zero-total order: the promo's use is taken first, and the whole order rolls back if it can't be. */
    fulfilFreeOrder: async (
      order: { assessment: OrderAssessment; reportType: ReportType; promoCodeId: string },
      buyer: Buyer,
    ): Promise<FulfilmentResult> =>
      deps.transaction(async (repos) => {
        const { promoCodes, reports } = repos
        const promo = await promoCodes.findById(order.promoCodeId)
        if (!promo) throw new AppError('BAD_REQUEST', promoMessages.unknown)
        const { user, created, held } = await accountFor(
          repos,
          buyer,
          `free:${order.assessment.id}:${promo.id}`,
        )
        const previous = created
          ? undefined
          : await reports.findFreeOrder(user.id, order.assessment.id, order.promoCodeId)
        if (previous) return resultOf(previous, user, false, false)
        if (!(await promoCodes.redeem(promo.id, now())))
          throw new AppError('BAD_REQUEST', promoMessages.usedUp)
        const report = await placeOrder(
          repos,
          { ...order, amountCents: 0, accessDays: promo.accessDays, paymentIntentId: null, held },
          buyer,
          user,
          created,
        )
        return resultOf(report, user, created, true)
      }),
  }
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>

import { randomBytes } from 'node:crypto'
import { usernameFromEmail } from '@shared/auth/username'
import { REPORT_LABELS, type ReportType } from '@shared/checkout/prices'
import { formatUsd } from '@shared/format'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import type { AccountService } from '../accounts/account.service'
import type { OrderAssessment } from '../assessment/order-assessment.repository'
import type { MailQueue } from '../mail/mail.service'
import type { ReportRow } from '../reports/report.repository'
import { createReport, snapshotAt } from '../reports/report.service'
import type { UserRepository, UserRow } from '../users/user.repository'
import type { Buyer, FulfilmentRepos, FulfilmentResult } from './fulfilment.types'

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

type Deps = {
  accounts: Pick<AccountService, 'queueActivation'>
  mail: MailQueue
  publicUrl: string
  now: () => Date
}

const DAY_MS = 24 * 60 * 60_000
const receiptDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

const usernameFor = async (users: UserRepository, email: string) => {
  const base = usernameFromEmail(email, 'member')
  for (let i = 0; i < 6; i++) {
    const candidate = i === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`
    const taken = await users.existsByEmailOrUsername('-', candidate)
    if (!taken.username) return candidate
  }
  return `member-${newId()}`
}

export const resultOf = (
  report: ReportRow,
  user: Pick<UserRow, 'email'>,
  created: boolean,
  fulfilledNow: boolean,
): FulfilmentResult => ({
  reportId: report.id,
  userId: report.userId,
  email: user.email,
  account: created ? 'created' : 'existing',
  fulfilledNow,
})

/** What both kinds of order share: the buyer's account, and the report with its mails. */
export function createOrderPlacement({ accounts, mail, publicUrl, now }: Deps) {
  return {
    /**
     * Finds the buyer's account or creates a pending one; never changes an existing account's password.
     * An existing account the buyer was not signed in to (registered by someone else, or while the
     * payment was under way) gets the report held: hidden and without its tier until whoever proves the
     * address uses the set-password link sent to it. The purchase never writes the account's tier: the
     * tier follows the reports that are paid and not refunded (users.repository `entitledTier`).
     */
    accountFor: async (repos: FulfilmentRepos, buyer: Buyer, key: string) => {
      const { users } = repos
      const existing = await users.findByEmail(buyer.email)
      if (existing) {
        if (buyer.userId !== existing.id) {
          await accounts.queueActivation(repos, existing, false, `claim:${key}`)
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
    },

    /** Account, report, promo use and mails, all inside the caller's transaction. */
    placeOrder: async (
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
      await mail.queue(
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
            dashboardUrl: `${publicUrl}/dashboard`,
          },
          dedupeKey: `purchase-confirmation:${key}`,
        },
        repos,
      )
      if (created)
        await accounts.queueActivation(repos, user, buyer.passwordHash !== null, `activation:${key}`)
      return report
    },
  }
}
export type OrderPlacement = ReturnType<typeof createOrderPlacement>

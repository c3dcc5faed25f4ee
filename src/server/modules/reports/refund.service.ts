import { formatUsd } from '@shared/format'
import { REFUND_WINDOW_DAYS, refundDeadline } from '@shared/reports/refunds'
import { format } from 'date-fns'
import type { Transaction } from '../../db/transaction'
import type { PaymentGateway } from '../../integrations/payments/gateway'
import { AppError, notFound } from '../../lib/app-error'
import type { MailQueue, MailRepos } from '../mail/mail.service'
import type { UserRepository } from '../users/user.repository'
import type { ReportRepository, ReportRow } from './report.repository'

/** What a refund writes in its transaction: the report, and the mail to its owner or the staff. */
export type RefundRepos = MailRepos & { reports: ReportRepository; users: Pick<UserRepository, 'findById'> }

type Deps = {
  gateway: PaymentGateway
  reports: Pick<ReportRepository, 'findById'>
  transaction: Transaction<RefundRepos>
  mail: MailQueue
  /** Where refund requests are announced: the administrator, else support. */
  staffEmail: string
  publicUrl: string
  now: () => Date
}

export type RefundState = 'available' | 'requested' | 'refunded' | 'unavailable'

/** Where the guarantee stands for a report: only paid reports, within the window, once. */
export function refundStateOf(row: ReportRow, at: Date): { status: RefundState; until: string | null } {
  if (row.refundedAt) return { status: 'refunded', until: null }
  if (row.amountCents <= 0) return { status: 'unavailable', until: null }
  const until = refundDeadline(row.createdAt)
  if (row.refundRequestedAt) return { status: 'requested', until: until.toISOString() }
  return { status: at < until ? 'available' : 'unavailable', until: until.toISOString() }
}

/** The 3-day money-back guarantee: the owner asks, the administrator refunds through the gateway. */
export function createRefundService(deps: Deps) {
  const { transaction, now } = deps

  /** Marks the report refunded and revoked, and tells the buyer; inside the caller's transaction. */
  const revoke = async (repos: RefundRepos, row: ReportRow, refundId: string | null) => {
    const at = now()
    // Revoked: every reader of the report treats it as past its access period from now on.
    const expiresAt = new Date(Math.min(at.getTime(), row.expiresAt.getTime()))
    const updated = await repos.reports.update(row.id, { refundedAt: at, refundId, expiresAt })
    const owner = await repos.users.findById(row.userId)
    if (owner) {
      await deps.mail.queue(
        {
          template: 'refund-issued',
          to: owner.email,
          dedupeKey: `refund-issued:${row.id}`,
          variables: {
            username: owner.username,
            amount: formatUsd(row.amountCents),
            orderNumber: row.id,
            refundDate: format(at, 'MMMM d, yyyy'),
          },
        },
        repos,
      )
    }
    return updated
  }

  return {
    /** The owner asks for a refund within the window; asking twice changes nothing. */
    request: async (userId: string, reportId: string, reason: string | undefined) =>
      transaction(async (repos) => {
        const row = await repos.reports.lockById(reportId)
        if (!row || row.userId !== userId) throw notFound('Report')
        const state = refundStateOf(row, now())
        if (state.status === 'requested') return state
        if (state.status === 'refunded')
          throw new AppError('CONFLICT', 'This report has already been refunded.')
        if (row.amountCents <= 0)
          throw new AppError('CONFLICT', 'This report was free: there is nothing to refund.')
        if (state.status === 'unavailable') {
          throw new AppError(
            'CONFLICT',
            `Refunds can be asked for within ${REFUND_WINDOW_DAYS} days of purchase; this report was bought on ${format(row.createdAt, 'MMMM d, yyyy')}.`,
          )
        }
        const updated = await repos.reports.update(row.id, {
          refundRequestedAt: now(),
          refundReason: reason?.trim() || null,
        })
        const owner = await repos.users.findById(row.userId)
        await deps.mail.queue(
          {
            template: 'refund-requested',
            to: deps.staffEmail,
            dedupeKey: `refund-requested:${row.id}`,
            variables: {
              customerEmail: owner?.email ?? '',
              amount: formatUsd(row.amountCents),
              orderNumber: row.id,
              reason: reason?.trim() || 'No reason given',
              adminUrl: `${deps.publicUrl}/admin?section=reports`,
            },
          },
          repos,
        )
        return refundStateOf(updated, now())
      }),

    /**
     * The administrator refunds a paid report: the gateway gives the money back (once, whatever the retries),
     * the report is revoked and the buyer is told. Allowed after the window too: the administrator decides.
     */
    refund: async (reportId: string) => {
      const checkRefundable = (row: ReportRow | undefined): ReportRow => {
        if (!row) throw notFound('Report')
        if (row.refundedAt) throw new AppError('CONFLICT', 'This report has already been refunded.')
        if (row.amountCents <= 0)
          throw new AppError('CONFLICT', 'This report was free: there is nothing to refund.')
        return row
      }
      const row = checkRefundable(await deps.reports.findById(reportId))
      // The processor is called outside the transaction (it may use the database itself); its idempotency key
      // makes a repeated call refund once.
      const refund = row.paymentIntentId
        ? await deps.gateway.refund({
            paymentIntentId: row.paymentIntentId,
            amountCents: row.amountCents,
            idempotencyKey: `refund-${row.id}`,
          })
        : null
      return transaction(async (repos) => {
        const locked = checkRefundable(await repos.reports.lockById(reportId))
        return refundStateOf(await revoke(repos, locked, refund?.id ?? null), now())
      })
    },

    /** The processor says a payment was refunded (e.g. from its own dashboard): revoke its report once. */
    refundedByProcessor: async (repos: RefundRepos, paymentIntentId: string) => {
      const found = await repos.reports.findByPaymentIntent(paymentIntentId)
      const row = found && (await repos.reports.lockById(found.id))
      if (!row || row.refundedAt) return false
      await revoke(repos, row, null)
      return true
    },
  }
}
export type RefundService = ReturnType<typeof createRefundService>

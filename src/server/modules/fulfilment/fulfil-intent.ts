import { REPORT_ACCESS_DAYS } from '@shared/reports/report-terms'
import { AppError } from '../../lib/app-error'
import { type CrashPoint, noCrashPoint } from '../../lib/crash-point'
import { newId } from '../../lib/ids'
import { promoMessages, promoProblem } from '../promo-codes/promo-code.service'
import type { Buyer, FulfilmentRepos, FulfilmentResult } from './fulfilment.types'
import { type OrderPlacement, resultOf } from './fulfilment-order'

type Deps = OrderPlacement & {
  now: () => Date
  crashPoint?: CrashPoint
}

/**
 * Fulfils a succeeded payment intent exactly once. The intent's row is locked for the whole
 * transaction, so parallel calls (browser, webhook, reconciliation) serialise and all but the
 * first find it fulfilled. The caller has verified the intent with the gateway.
 */
export const fulfilIntent =
  ({ accountFor, placeOrder, now, crashPoint }: Deps) =>
  async (repos: FulfilmentRepos, intentId: string, buyer: Buyer): Promise<FulfilmentResult> => {
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
    ;(crashPoint ?? noCrashPoint)('fulfilment.before-commit')
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
  }

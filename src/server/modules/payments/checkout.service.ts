import type {
  CheckoutAssessment,
  CheckoutBuyerRequest,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  FreeOrderRequest,
  OrderSummary,
  PaymentSuccessRequest,
} from '@shared/checkout/checkout.schemas'
import { CURRENCY, priceOrder, type ReportType, reportTypeFor } from '@shared/checkout/prices'
import { formatUsd } from '@shared/format'
import { toDollars } from '@shared/pricing/money'
import { REPORT_ACCESS_DAYS } from '@shared/reports/report-terms'
import type { Transaction } from '../../db/transaction'
import type { PaymentGateway } from '../../integrations/payments/gateway'
import { AppError, notFound } from '../../lib/app-error'
import { type CrashPoint, noCrashPoint } from '../../lib/crash-point'
import { hashPassword } from '../../lib/password'
import { assertAcceptablePassword } from '../../lib/password-policy'
import type { OrderAssessment, OrderAssessments } from '../assessment/order-assessment.repository'
import type { FulfilmentRepos, FulfilmentResult, FulfilmentService } from '../fulfilment/fulfilment.service'
import { PROMO_HOLD_MS, type PromoCodeService, promoMessages } from '../promo-codes/promo-code.service'
import type { ReportRepository } from '../reports/report.repository'
import type { UserRepository } from '../users/user.repository'
import { orderMessages } from './checkout-messages'
import type { PaymentIntentRepository, PaymentIntentRow } from './payment-intent.repository'

type Deps = {
  /** The order's one transaction (fulfilment writes in it). */
  transaction: Transaction<FulfilmentRepos>
  gateway: PaymentGateway
  intents: PaymentIntentRepository
  assessments: OrderAssessments
  promoCodes: Pick<PromoCodeService, 'usable' | 'hold' | 'release'>
  users: Pick<UserRepository, 'findByEmail'>
  reports: Pick<ReportRepository, 'findBoughtBy'>
  fulfilment: FulfilmentService
  publicUrl: string
  now: () => Date
  /** Fault injection (tests only): may kill the process once the order is committed, before the answer. */
  crashPoint?: CrashPoint
}

/** Who is asking: the hash of the browser's checkout cookie and the account it is signed in to. */
export type CheckoutBrowser = { tokenHash: string | null; userId: string | null }

/** An unpaid intent for the same order is reused for this long instead of creating another. */
const REUSE_WINDOW_MS = 12 * 60 * 60_000

export function createCheckoutService(deps: Deps) {
  const { gateway, intents, now } = deps

  const loadAssessment = async (id: string): Promise<OrderAssessment & { reportType: ReportType }> => {
    const assessment = await deps.assessments.find(id)
    if (!assessment) throw notFound('Assessment')
    if (!assessment.businessType || assessment.status !== 'completed' || !assessment.results) {
      throw new AppError('BAD_REQUEST', orderMessages.incomplete)
    }
    return { ...assessment, reportType: reportTypeFor(assessment.businessType) }
  }

  /**
   * One payment per report: refused when the buyer (the signed-in account, or the browser that paid) holds
   * this assessment's report already.
   */
  const refuseIfBought = async (assessmentId: string, browser: CheckoutBrowser) => {
    if (
      await deps.reports.findBoughtBy(assessmentId, {
        userId: browser.userId,
        checkoutTokenHash: browser.tokenHash,
      })
    ) {
      throw new AppError('CONFLICT', orderMessages.alreadyPurchased, {
        headers: { location: `${deps.publicUrl}/dashboard` },
      })
    }
  }

  /**
   * The account this browser is signed in to when the email is its address, else null. The answer is the
   * same whether or not the address has an account (nothing tells a stranger who has one): a purchase for
   * an account this browser is not signed in to is held off it until the address is proven by the emailed
   * link, so registering someone's address first gains nothing.
   */
  const signedInAccount = async (email: string, browser: CheckoutBrowser) => {
    const account = await deps.users.findByEmail(email)
    return account && account.id === browser.userId ? account : null
  }

  /**
   * Holds the promo's use for an intent for the next PROMO_HOLD_MS: its own hold moved on while it still
   * holds one, else a use taken again; false when the code has none left (ADR 036).
   */
  const renewPromoHold = async (intentId: string, promoCodeId: string): Promise<boolean> => {
    const until = new Date(now().getTime() + PROMO_HOLD_MS)
    if (await intents.extendPromoHold(intentId, until, now())) return true
    if (!(await deps.promoCodes.hold(promoCodeId))) return false
    await intents.update(intentId, { promoHeldUntil: until }, now())
    return true
  }

  /** The intent as the browser that created it may see it; to any other browser it does not exist. */
  const ownIntent = async (paymentIntentId: string, browser: CheckoutBrowser): Promise<PaymentIntentRow> => {
    const local = await intents.findById(paymentIntentId)
    if (
      !local ||
      local.gateway !== gateway.name ||
      !browser.tokenHash ||
      local.checkoutTokenHash !== browser.tokenHash
    ) {
      throw new AppError('BAD_REQUEST', orderMessages.unknownPayment)
    }
    return local
  }

  /** The server's price for an assessment and an optional promo; the only price ever charged. */
  const quote = async (assessmentId: string, promoCodeId: string | null | undefined) => {
    const assessment = await loadAssessment(assessmentId)
    const promo = promoCodeId ? await deps.promoCodes.usable(promoCodeId) : null
    const price = priceOrder(assessment.reportType, promo?.discountPercentage ?? 0)
    const summary: OrderSummary = {
      reportType: assessment.reportType,
      originalAmount: toDollars(price.originalCents),
      discountPercentage: price.discountPercentage,
      discountAmount: toDollars(price.discountCents),
      amount: toDollars(price.chargeCents),
      amountCents: price.chargeCents,
      currency: CURRENCY,
      accessDays: promo?.accessDays ?? REPORT_ACCESS_DAYS,
    }
    return { assessment, promo, price, summary }
  }

  return {
    /** The order summary the checkout page shows for an assessment. */
    summary: async (assessmentId: string): Promise<CheckoutAssessment> => {
      const { assessment, summary } = await quote(assessmentId, null)
      return {
        id: assessment.id,
        businessType: assessment.businessType ?? 'startup',
        industryType: assessment.industryType,
        reportType: assessment.reportType,
        order: summary,
      }
    },

    createPaymentIntent: async (
      input: CreatePaymentIntentRequest,
      checkoutTokenHash: string,
      userId: string | null = null,
    ): Promise<CreatePaymentIntentResponse> => {
      const { assessment, promo, price, summary } = await quote(input.assessmentId, input.promoCodeId)
      await refuseIfBought(assessment.id, { tokenHash: checkoutTokenHash, userId })
      const amountAdjusted =
        input.amount !== undefined && Math.round(input.amount * 100) !== price.chargeCents
      const base = { ...summary, amountAdjusted, gateway: gateway.name }
      if (price.chargeCents === 0) {
        return { ...base, clientSecret: null, paymentIntentId: null, freeOrder: true }
      }
      const order = {
        gateway: gateway.name,
        assessmentId: assessment.id,
        reportType: assessment.reportType,
        promoCodeId: promo?.id ?? null,
        amountCents: price.chargeCents,
      }
      const reusable = await intents.findReusable({
        ...order,
        checkoutTokenHash,
        since: new Date(now().getTime() - REUSE_WINDOW_MS),
      })
      const current = reusable ? await gateway.retrieveIntent(reusable.id) : null
      // A promo's use is held for the checkout's payment (ADR 036): parallel checkouts never hold more
      // uses than the code has left. The same browser asking again keeps (and extends) its hold.
      const heldUntil = promo ? new Date(now().getTime() + PROMO_HOLD_MS) : null
      const holdPromo = async () => {
        if (promo && !(await deps.promoCodes.hold(promo.id))) {
          throw new AppError('BAD_REQUEST', promoMessages.usedUp)
        }
      }
      if (
        reusable &&
        current?.status === 'requires_payment_method' &&
        current.amountCents === price.chargeCents
      ) {
        if (promo && !(await renewPromoHold(reusable.id, promo.id))) {
          throw new AppError('BAD_REQUEST', promoMessages.usedUp)
        }
        return { ...base, clientSecret: current.clientSecret, paymentIntentId: current.id, freeOrder: false }
      }
      const createIntent = async (promoHeldUntil: Date | null): Promise<CreatePaymentIntentResponse> => {
        const metadata: Record<string, string> = {
          assessmentId: assessment.id,
          reportType: assessment.reportType,
          ...(promo ? { promoCodeId: promo.id } : {}),
        }
        const created = await gateway.createIntent({
          amountCents: price.chargeCents,
          currency: CURRENCY,
          metadata,
          idempotencyKey: `pi-create:${assessment.id}:${assessment.reportType}:${promo?.id ?? 'none'}:${price.chargeCents}:${now().getTime()}`,
        })
        // The local record (the sandbox gateway has written it already).
        await intents.insert({
          id: created.id,
          gateway: gateway.name,
          clientSecret: null,
          amountCents: price.chargeCents,
          currency: CURRENCY,
          status: created.status,
          assessmentId: assessment.id,
          reportType: assessment.reportType,
          promoCodeId: promo?.id ?? null,
          metadata,
          checkoutTokenHash,
        })
        // The sandbox gateway writes the row itself, so the browser binding is set here in every case.
        await intents.update(created.id, { checkoutTokenHash, promoHeldUntil }, now())
        return { ...base, clientSecret: created.clientSecret, paymentIntentId: created.id, freeOrder: false }
      }
      await holdPromo()
      try {
        return await createIntent(heldUntil)
      } catch (error) {
        if (promo) await deps.promoCodes.release(promo.id)
        throw error
      }
    },

    /**
     * Names the buyer before the card is charged. Refuses an assessment already bought and a promo that
     * no longer holds; answers the same whether or not the email has an account.
     */
    acceptBuyer: async (input: CheckoutBuyerRequest, browser: CheckoutBrowser): Promise<{ ok: true }> => {
      const local = await ownIntent(input.paymentIntentId, browser)
      if (local.fulfilledAt) throw new AppError('CONFLICT', orderMessages.alreadyPurchased)
      if (local.status === 'canceled') throw new AppError('CONFLICT', orderMessages.expired)
      await refuseIfBought(local.assessmentId, browser)
      if (local.promoCodeId) {
        if (!(await deps.promoCodes.usable(local.promoCodeId).catch(() => null))) {
          throw new AppError('CONFLICT', orderMessages.promoChanged)
        }
        // The card is charged next: the promo's use is held (again, if its hold has ended) for that
        // payment, or the price it was quoted is refused (ADR 036).
        if (!(await renewPromoHold(local.id, local.promoCodeId))) {
          throw new AppError('CONFLICT', orderMessages.promoChanged)
        }
      }
      const account = await signedInAccount(input.email, browser)
      await intents.update(local.id, { buyerEmail: input.email, buyerUserId: account?.id ?? null }, now())
      return { ok: true }
    },

    /**
     * The browser's report of a successful payment: the intent is re-read from the gateway and must
     * have succeeded, for the amount and the order we recorded, before anything is fulfilled. Only
     * the browser that created the intent, for the buyer it named, gets this far.
     */
    confirmSuccess: async (
      input: PaymentSuccessRequest,
      browser: CheckoutBrowser,
    ): Promise<FulfilmentResult> => {
      const local = await ownIntent(input.paymentIntentId, browser)
      if (!local.buyerEmail || local.buyerEmail.toLowerCase() !== input.email.toLowerCase()) {
        throw new AppError('BAD_REQUEST', orderMessages.otherEmail)
      }
      const remote = await gateway.retrieveIntent(local.id)
      if (!remote) throw new AppError('BAD_REQUEST', orderMessages.unknownPayment)
      if (remote.status !== 'succeeded') throw new AppError('BAD_REQUEST', orderMessages.notSucceeded)
      if (
        remote.amountCents !== local.amountCents ||
        remote.currency !== local.currency ||
        remote.metadata.assessmentId !== local.assessmentId ||
        remote.metadata.reportType !== local.reportType
      ) {
        throw new AppError('BAD_REQUEST', orderMessages.mismatch)
      }
      if (remote.receiptEmail && remote.receiptEmail.toLowerCase() !== input.email.toLowerCase()) {
        throw new AppError('BAD_REQUEST', orderMessages.otherEmail)
      }
      if (local.status !== 'succeeded') await intents.update(local.id, { status: 'succeeded' }, now())
      assertAcceptablePassword(input.password)
      const passwordHash = await hashPassword(input.password)
      const result = await deps.transaction((repos) =>
        deps.fulfilment.fulfilIntent(repos, local.id, {
          email: local.buyerEmail ?? input.email,
          passwordHash,
          userId: local.buyerUserId,
        }),
      )
      ;(deps.crashPoint ?? noCrashPoint)('fulfilment.after-commit')
      return result
    },

    /** Only when the server's total is 0; otherwise nothing is created. */
    freeOrder: async (input: FreeOrderRequest, browser: CheckoutBrowser): Promise<FulfilmentResult> => {
      const { assessment, promo, price } = await quote(input.assessmentId, input.promoCodeId)
      const account = await signedInAccount(input.email, browser)
      if (!promo || price.chargeCents !== 0) {
        throw new AppError(
          'BAD_REQUEST',
          `This order is not free: the total is ${formatUsd(price.chargeCents)}. Please pay by card.`,
        )
      }
      assertAcceptablePassword(input.password)
      const passwordHash = await hashPassword(input.password)
      return deps.fulfilment.fulfilFreeOrder(
        { assessment, reportType: assessment.reportType, promoCodeId: promo.id },
        { email: input.email, passwordHash, userId: account?.id ?? null },
      )
    },
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>

import type {
  CheckoutAssessment,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  FreeOrderRequest,
  OrderSummary,
  PaymentSuccessRequest,
} from '@shared/checkout/checkout.schemas'
import { CURRENCY, priceOrder, type ReportType, reportTypeFor } from '@shared/checkout/prices'
import type { Db } from '../../db/client'
import type { PaymentGateway } from '../../integrations/payments/gateway'
import { AppError, notFound } from '../../lib/app-error'
import { hashPassword } from '../auth/password'
import type { FulfilmentResult, FulfilmentService } from '../fulfilment/fulfilment.service'
import type { OrderAssessment, OrderAssessments } from '../fulfilment/order-assessments'
import type { PromoCodeService } from '../promo-codes/promo-code.service'
import type { PaymentIntentRepository } from './payment-intent.repository'

type Deps = {
  db: Db
  gateway: PaymentGateway
  intents: PaymentIntentRepository
  assessments: OrderAssessments
  promoCodes: Pick<PromoCodeService, 'usable'>
  fulfilment: FulfilmentService
  now: () => Date
}

/** An unpaid intent for the same order is reused for this long instead of creating another. */
const REUSE_WINDOW_MS = 12 * 60 * 60_000

const toDollars = (cents: number) => cents / 100

export const orderMessages = {
  assessmentNotFound: 'Assessment not found',
  incomplete: 'Please complete the assessment before buying the full report.',
  notSucceeded: 'This payment has not been completed.',
  unknownPayment: 'Payment not found',
  mismatch: 'This payment does not belong to this order.',
  otherEmail: 'This payment was made for a different email address.',
} as const

export const successMessage = (result: FulfilmentResult) =>
  result.account === 'created'
    ? 'Account created! Check your email for confirmation.'
    : 'Your report was added to your existing account. Please sign in to see it.'

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
        email: assessment.email,
        reportType: assessment.reportType,
        order: summary,
      }
    },

    createPaymentIntent: async (input: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> => {
      const { assessment, promo, price, summary } = await quote(input.assessmentId, input.promoCodeId)
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
        since: new Date(now().getTime() - REUSE_WINDOW_MS),
      })
      const current = reusable ? await gateway.retrieveIntent(reusable.id) : null
      if (current?.status === 'requires_payment_method' && current.amountCents === price.chargeCents) {
        return { ...base, clientSecret: current.clientSecret, paymentIntentId: current.id, freeOrder: false }
      }
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
      })
      return { ...base, clientSecret: created.clientSecret, paymentIntentId: created.id, freeOrder: false }
    },

    /**
     * The browser's report of a successful payment: the intent is re-read from the gateway and must
     * have succeeded, for the amount and the order we recorded, before anything is fulfilled.
     */
    confirmSuccess: async (input: PaymentSuccessRequest): Promise<FulfilmentResult> => {
      const local = await intents.findById(input.paymentIntentId)
      if (!local || local.gateway !== gateway.name)
        throw new AppError('BAD_REQUEST', orderMessages.unknownPayment)
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
      const passwordHash = await hashPassword(input.password)
      return deps.db.transaction((tx) =>
        deps.fulfilment.fulfilIntent(tx, local.id, { email: input.email, passwordHash }),
      )
    },

    /** Only when the server's total is 0; otherwise nothing is created. */
    freeOrder: async (input: FreeOrderRequest): Promise<FulfilmentResult> => {
      const { assessment, promo, price } = await quote(input.assessmentId, input.promoCodeId)
      if (!promo || price.chargeCents !== 0) {
        throw new AppError(
          'BAD_REQUEST',
          `This order is not free: the total is $${(price.chargeCents / 100).toFixed(2)}. Please pay by card.`,
        )
      }
      const passwordHash = await hashPassword(input.password)
      return deps.fulfilment.fulfilFreeOrder(
        { assessment, reportType: assessment.reportType, promoCodeId: promo.id },
        { email: input.email, passwordHash },
      )
    },
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>

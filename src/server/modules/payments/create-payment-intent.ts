import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
} from '@shared/checkout/checkout.schemas'
import { CURRENCY } from '@shared/checkout/prices'
import type { PaymentGateway } from '../../integrations/payments/gateway'
import { AppError } from '../../lib/app-error'
import { PROMO_HOLD_MS, type PromoCodeService, promoMessages } from '../promo-codes/promo-code.service'
import type { CheckoutOrder } from './checkout-order'
import type { PaymentIntentRepository } from './payment-intent.repository'

type Deps = Pick<CheckoutOrder, 'quote' | 'refuseIfBought' | 'renewPromoHold'> & {
  gateway: PaymentGateway
  intents: Pick<PaymentIntentRepository, 'findReusable' | 'insert' | 'update'>
  promoCodes: Pick<PromoCodeService, 'hold' | 'release'>
  now: () => Date
}

/** An unpaid intent for the same order is reused for this long instead of creating another. */
const REUSE_WINDOW_MS = 12 * 60 * 60_000

/**
 * The card payment for an order at the server's price: an unpaid intent of the same browser's for the same
 * order is reused, else one is created; a free order creates nothing.
 */
export const createPaymentIntent =
  ({ quote, refuseIfBought, renewPromoHold, gateway, intents, promoCodes, now }: Deps) =>
  async (
    input: CreatePaymentIntentRequest,
    checkoutTokenHash: string,
    userId: string | null = null,
  ): Promise<CreatePaymentIntentResponse> => {
    const { assessment, promo, price, summary } = await quote(input.assessmentId, input.promoCodeId)
    await refuseIfBought(assessment.id, { tokenHash: checkoutTokenHash, userId })
    const amountAdjusted = input.amount !== undefined && Math.round(input.amount * 100) !== price.chargeCents
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
      if (promo && !(await promoCodes.hold(promo.id))) {
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
      if (promo) await promoCodes.release(promo.id)
      throw error
    }
  }

import type { OrderSummary } from '@shared/checkout/checkout.schemas'
import { CURRENCY, priceOrder, type ReportType, reportTypeFor } from '@shared/checkout/prices'
import { toDollars } from '@shared/pricing/money'
import { REPORT_ACCESS_DAYS } from '@shared/reports/report-terms'
import type { PaymentGateway } from '../../integrations/payments/gateway'
import { AppError, notFound } from '../../lib/app-error'
import type { OrderAssessment, OrderAssessments } from '../assessment/order-assessment.repository'
import { PROMO_HOLD_MS, type PromoCodeService } from '../promo-codes/promo-code.service'
import type { ReportRepository } from '../reports/report.repository'
import type { UserRepository } from '../users/user.repository'
import { orderMessages } from './checkout-messages'
import type { PaymentIntentRepository, PaymentIntentRow } from './payment-intent.repository'

/** Who is asking: the hash of the browser's checkout cookie and the account it is signed in to. */
export type CheckoutBrowser = { tokenHash: string | null; userId: string | null }

type Deps = {
  gateway: Pick<PaymentGateway, 'name'>
  intents: Pick<PaymentIntentRepository, 'findById' | 'extendPromoHold' | 'update'>
  assessments: OrderAssessments
  promoCodes: Pick<PromoCodeService, 'usable' | 'hold'>
  users: Pick<UserRepository, 'findByEmail'>
  reports: Pick<ReportRepository, 'findBoughtBy'>
  publicUrl: string
  now: () => Date
}

/** What the checkout's use cases share: the server's price, the buyer's checks and the promo's hold. */
export function createCheckoutOrder({
  gateway,
  intents,
  assessments,
  promoCodes,
  users,
  reports,
  publicUrl,
  now,
}: Deps) {
  const loadAssessment = async (id: string): Promise<OrderAssessment & { reportType: ReportType }> => {
    const assessment = await assessments.find(id)
    if (!assessment) throw notFound('Assessment')
    if (!assessment.businessType || assessment.status !== 'completed' || !assessment.results) {
      throw new AppError('BAD_REQUEST', orderMessages.incomplete)
    }
    return { ...assessment, reportType: reportTypeFor(assessment.businessType) }
  }

  return {
    /** The server's price for an assessment and an optional promo; the only price ever charged. */
    quote: async (assessmentId: string, promoCodeId: string | null | undefined) => {
      const assessment = await loadAssessment(assessmentId)
      const promo = promoCodeId ? await promoCodes.usable(promoCodeId) : null
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
    },

    /**
     * One payment per report: refused when the buyer (the signed-in account, or the browser that paid)
     * holds this assessment's report already.
     */
    refuseIfBought: async (assessmentId: string, browser: CheckoutBrowser) => {
      if (
        await reports.findBoughtBy(assessmentId, {
          userId: browser.userId,
          checkoutTokenHash: browser.tokenHash,
        })
      ) {
        throw new AppError('CONFLICT', orderMessages.alreadyPurchased, {
          headers: { location: `${publicUrl}/dashboard` },
        })
      }
    },

    /**
     * The account this browser is signed in to when the email is its address, else null. The answer is the
     * same whether or not the address has an account (nothing tells a stranger who has one): a purchase for
     * an account this browser is not signed in to is held off it until the address is proven by the emailed
     * link, so registering someone's address first gains nothing.
     */
    signedInAccount: async (email: string, browser: CheckoutBrowser) => {
      const account = await users.findByEmail(email)
      return account && account.id === browser.userId ? account : null
    },

    /**
     * Holds the promo's use for an intent for the next PROMO_HOLD_MS: its own hold moved on while it still
     * holds one, else a use taken again; false when the code has none left (ADR 036).
     */
    renewPromoHold: async (intentId: string, promoCodeId: string): Promise<boolean> => {
      const until = new Date(now().getTime() + PROMO_HOLD_MS)
      if (await intents.extendPromoHold(intentId, until, now())) return true
      if (!(await promoCodes.hold(promoCodeId))) return false
      await intents.update(intentId, { promoHeldUntil: until }, now())
      return true
    },

    /** The intent as the browser that created it may see it; to any other browser it does not exist. */
    ownIntent: async (paymentIntentId: string, browser: CheckoutBrowser): Promise<PaymentIntentRow> => {
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
    },
  }
}
export type CheckoutOrder = ReturnType<typeof createCheckoutOrder>

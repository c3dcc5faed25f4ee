import type { CheckoutAssessment } from '@shared/checkout/checkout.schemas'
import type { Transaction } from '../../db/transaction'
import type { PaymentGateway } from '../../integrations/payments/gateway'
import type { CrashPoint } from '../../lib/crash-point'
import type { OrderAssessments } from '../assessment/order-assessment.repository'
import type { FulfilmentRepos, FulfilmentService } from '../fulfilment/fulfilment.service'
import type { PromoCodeService } from '../promo-codes/promo-code.service'
import type { ReportRepository } from '../reports/report.repository'
import type { UserRepository } from '../users/user.repository'
import { acceptBuyer } from './accept-buyer'
import { createCheckoutOrder } from './checkout-order'
import { confirmPaymentSuccess } from './confirm-payment-success'
import { createPaymentIntent } from './create-payment-intent'
import { freeOrder } from './free-order'
import type { PaymentIntentRepository } from './payment-intent.repository'

export type { CheckoutBrowser } from './checkout-order'

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

export function createCheckoutService(deps: Deps) {
  const { transaction, gateway, intents, promoCodes, fulfilment, now, crashPoint } = deps
  const { quote, refuseIfBought, signedInAccount, renewPromoHold, ownIntent } = createCheckoutOrder(deps)

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
    createPaymentIntent: createPaymentIntent({
      quote,
      refuseIfBought,
      renewPromoHold,
      gateway,
      intents,
      promoCodes,
      now,
    }),
    acceptBuyer: acceptBuyer({
      ownIntent,
      refuseIfBought,
      renewPromoHold,
      signedInAccount,
      intents,
      promoCodes,
      now,
    }),
    confirmSuccess: confirmPaymentSuccess({
      ownIntent,
      transaction,
      gateway,
      intents,
      fulfilment,
      now,
      crashPoint,
    }),
    freeOrder: freeOrder({ quote, signedInAccount, fulfilment }),
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>

import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { createPaymentIntentRepository } from '../../modules/payments/payment-intent.repository'
import type { PaymentGateway } from './gateway'
import { createSandboxGateway } from './sandbox-gateway'
import { createStripeGateway } from './stripe-gateway'

/** The gateway the configuration chooses: Stripe when its keys are set, the built-in sandbox otherwise. */
export function gatewayFor(config: Config, db: Db, now: () => Date): PaymentGateway {
  if (config.paymentGateway === 'stripe' && config.STRIPE_SECRET_KEY) {
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    })
  }
  return createSandboxGateway(createPaymentIntentRepository(db), now)
}

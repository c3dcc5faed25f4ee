import type { Config } from '../../config'
import type { PaymentGateway } from './gateway'
import { createSandboxGateway, type SandboxIntentStore } from './sandbox-gateway'
import { createStripeGateway } from './stripe-gateway'

/**
 * The gateway the configuration chooses: Stripe when its keys are set, the built-in sandbox otherwise (which
 * keeps its intents in `intents`).
 */
export function gatewayFor(config: Config, intents: SandboxIntentStore, now: () => Date): PaymentGateway {
  if (config.paymentGateway === 'stripe' && config.STRIPE_SECRET_KEY) {
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    })
  }
  return createSandboxGateway(intents, now)
}

import type { Config } from '../../config'
import type { Db, Tx } from '../../db/client'
import type { PaymentGateway } from '../../integrations/payments/gateway'
import { createSandboxGateway } from '../../integrations/payments/sandbox-gateway'
import { createStripeGateway } from '../../integrations/payments/stripe-gateway'
import { createJobRepository } from '../../jobs/job.repository'
import { createAccountService } from '../accounts/account.service'
import { createAccountTokenRepository } from '../accounts/account-token.repository'
import type { MailQueue } from '../accounts/mail-queue'
import { createOrderAssessments } from '../fulfilment/assessment-orders'
import { createFulfilmentService } from '../fulfilment/fulfilment.service'
import { createPromoCodeRepository } from '../promo-codes/promo-code.repository'
import { createPromoCodeService } from '../promo-codes/promo-code.service'
import type { RateLimiter } from '../rate-limit/rate-limit.service'
import { createReportRepository } from '../reports/report.repository'
import type { SessionService } from '../sessions/session.service'
import { createUserRepository } from '../users/user.repository'
import { createCheckoutService } from './checkout.service'
import { createCheckoutCookie } from './checkout-cookie'
import { createPaymentEventsService } from './payment-events.service'
import { createPaymentIntentRepository } from './payment-intent.repository'
import { createSandboxProcessor } from './sandbox-processor'
import { createWebhookEventRepository } from './webhook-event.repository'

type Deps = {
  db: Db
  config: Config
  now: () => Date
  log: { warn: (obj: unknown, msg?: string) => void }
  limiter: RateLimiter
  sessions: SessionService
  mail: MailQueue
  /** Replaces the gateway chosen from the configuration (tests). */
  gateway?: PaymentGateway
}

function gatewayFor(config: Config, db: Db): PaymentGateway {
  if (config.paymentGateway === 'stripe' && config.STRIPE_SECRET_KEY) {
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    })
  }
  return createSandboxGateway(createPaymentIntentRepository(db))
}

/** Promo codes, payments, fulfilment, reports and account tokens, wired once per app. */
export function createCheckoutServices({
  db,
  config,
  now,
  log,
  limiter,
  sessions,
  mail,
  gateway: given,
}: Deps) {
  const gateway = given ?? gatewayFor(config, db)
  const intents = createPaymentIntentRepository(db)
  const assessments = createOrderAssessments(db)
  const promoCodes = createPromoCodeService(createPromoCodeRepository(db), now)
  const accounts = createAccountService({
    db,
    users: createUserRepository,
    tokens: createAccountTokenRepository,
    sessions,
    limiter,
    mail,
    publicUrl: config.PUBLIC_URL,
    now,
    enqueue: createJobRepository(db).enqueue,
  })
  const fulfilment = createFulfilmentService({
    db,
    repos: (tx: Tx) => ({
      users: createUserRepository(tx),
      intents: createPaymentIntentRepository(tx),
      promoCodes: createPromoCodeRepository(tx),
      reports: createReportRepository(tx),
    }),
    assessments,
    accounts,
    mail,
    publicUrl: config.PUBLIC_URL,
    now,
  })
  const checkout = createCheckoutService({
    db,
    gateway,
    intents,
    assessments,
    promoCodes,
    users: createUserRepository(db),
    reports: createReportRepository(db),
    fulfilment,
    publicUrl: config.PUBLIC_URL,
    now,
  })
  const paymentEvents = createPaymentEventsService({
    db,
    gateway,
    intents: createPaymentIntentRepository,
    events: createWebhookEventRepository,
    assessments,
    fulfilment,
    now,
    log,
  })
  const sandbox = gateway.name === 'sandbox' ? createSandboxProcessor(intents, now) : null
  const checkoutCookie = createCheckoutCookie(config)
  return {
    gateway,
    promoCodes,
    accounts,
    fulfilment,
    checkout,
    checkoutCookie,
    paymentEvents,
    sandbox,
  }
}

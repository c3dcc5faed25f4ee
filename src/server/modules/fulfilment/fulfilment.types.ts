import type { JobRepository } from '../../jobs/job.repository'
import type { ActivationRepos } from '../accounts/account.service'
import type { OrderAssessments } from '../assessment/order-assessment.repository'
import type { AuditRepository } from '../audit/audit.repository'
import type { PaymentIntentRepository } from '../payments/payment-intent.repository'
import type { PromoCodeRepository } from '../promo-codes/promo-code.repository'
import type { ReportRepository } from '../reports/report.repository'
import type { TermsSource } from '../reports/report.service'
import type { UserRepository } from '../users/user.repository'

/** What an order writes in its one transaction: account, report, promo use, payment, audit and mails. */
export type FulfilmentRepos = ActivationRepos & {
  users: UserRepository
  intents: PaymentIntentRepository
  promoCodes: PromoCodeRepository
  reports: ReportRepository
  jobs: Pick<JobRepository, 'enqueue'>
  audit: Pick<AuditRepository, 'insert'>
  orderAssessments: OrderAssessments
  /** The catalogue, for the terms a report records. */
  catalogue: TermsSource
}

/**
 * The buyer: a password hash when they chose one at checkout, null when fulfilment runs without them;
 * userId when the buyer was signed in to the account of that email when the buyer was accepted.
 */
export type Buyer = { email: string; passwordHash: string | null; userId?: string | null }

export type FulfilmentResult = {
  reportId: string
  userId: string
  email: string
  account: 'created' | 'existing'
  /** False when this call found the order already fulfilled (a replay). */
  fulfilledNow: boolean
}

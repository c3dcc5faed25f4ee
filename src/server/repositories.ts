import type { Tx } from './db/client'
import { createJobRepository } from './jobs/job.repository'
import type { Clock } from './lib/clock'
import { createAccountTokenRepository } from './modules/accounts/account-token.repository'
import { createAdminDataRepository } from './modules/admin/admin-data.repository'
import { createAdminUsersRepository } from './modules/admin/admin-users.repository'
import { createAdsRepository } from './modules/ads/ads.repository'
import { createAssessmentRepository } from './modules/assessment/assessment.repository'
import { createOrderAssessments } from './modules/assessment/order-assessment.repository'
import { createAuditRepository } from './modules/audit/audit.repository'
import { createBlogRepository } from './modules/blog/blog.repository'
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository'
import { createImportRepository } from './modules/imports/import.repository'
import { createMailRepository } from './modules/mail/mail.repository'
import { createPaymentIntentRepository } from './modules/payments/payment-intent.repository'
import { createWebhookEventRepository } from './modules/payments/webhook-event.repository'
import { createPitchDeckRepository } from './modules/pitch-deck/pitch-deck.repository'
import { createPromoCodeRepository } from './modules/promo-codes/promo-code.repository'
import { createRateAlertRepository } from './modules/rate-alerts/rate-alert.repository'
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository'
import { createReportRepository } from './modules/reports/report.repository'
import { createReportDocumentRepository } from './modules/reports/report-document.repository'
import { createSecondFactorRepository } from './modules/second-factor/second-factor.repository'
import { createSeoAiRepository } from './modules/seo-ai/seo-ai.repository'
import { createSessionRepository } from './modules/sessions/session.repository'
import { createSupportRepository } from './modules/support/support.repository'
import { createUserRepository } from './modules/users/user.repository'

/**
 * Every repository, bound to one handle: the database (built once by `createServices`) or an open
 * transaction (built by its `transaction`, ADR 048). Part of the composition root: no other file builds a
 * repository outside tests.
 */
export function repositoriesOn(handle: Tx, now: Clock) {
  const assessments = createAssessmentRepository(handle)
  return {
    accountTokens: createAccountTokenRepository(handle),
    adminData: createAdminDataRepository(handle),
    adminUsers: createAdminUsersRepository(handle),
    ads: createAdsRepository(handle),
    assessments,
    orderAssessments: createOrderAssessments(assessments),
    audit: createAuditRepository(handle),
    blog: createBlogRepository(handle),
    catalogue: createCatalogueRepository(handle),
    imports: createImportRepository(handle),
    jobs: createJobRepository(handle, now),
    mail: createMailRepository(handle),
    intents: createPaymentIntentRepository(handle),
    webhookEvents: createWebhookEventRepository(handle),
    pitchDeck: createPitchDeckRepository(handle),
    promoCodes: createPromoCodeRepository(handle),
    rateAlerts: createRateAlertRepository(handle),
    rateLimits: createRateLimitRepository(handle),
    reports: createReportRepository(handle),
    reportDocuments: createReportDocumentRepository(handle),
    secondFactor: createSecondFactorRepository(handle),
    seoAi: createSeoAiRepository(handle),
    sessions: createSessionRepository(handle),
    support: createSupportRepository(handle),
    users: createUserRepository(handle),
  }
}
export type Repositories = ReturnType<typeof repositoriesOn>

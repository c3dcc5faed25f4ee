import type { Config } from './config'
import type { Database } from './db/client'
import { createLogTransport } from './integrations/mail/log-transport'
import type { MailTransport } from './integrations/mail/mail-transport'
import { createSmtpTransport } from './integrations/mail/smtp-transport'
import type { PaymentGateway } from './integrations/payments/gateway'
import { createJobRepository } from './jobs/job.repository'
import { createMailQueue } from './modules/accounts/mail-queue'
import { createAdsRepository } from './modules/ads/ads.repository'
import { createAdsService } from './modules/ads/ads.service'
import { createAssessmentRepository } from './modules/assessment/assessment.repository'
import { createAssessmentService } from './modules/assessment/assessment.service'
import { createAuthService } from './modules/auth/auth.service'
import { createBlogRepository } from './modules/blog/blog.repository'
import { createBlogService } from './modules/blog/blog.service'
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository'
import { createCatalogueService } from './modules/catalogue/catalogue.service'
import { createQuickAssessmentService } from './modules/fulfilment/quick-assessment.service'
import { createMailRepository } from './modules/mail/mail.repository'
import { createMailService } from './modules/mail/mail.service'
import { createCheckoutServices } from './modules/payments/checkout-services'
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository'
import { createRateLimiter } from './modules/rate-limit/rate-limit.service'
import { createReportRepository } from './modules/reports/report.repository'
import { createReportService } from './modules/reports/report.service'
import { createSessionRepository } from './modules/sessions/session.repository'
import { createSessionService } from './modules/sessions/session.service'
import { createUserRepository } from './modules/users/user.repository'

export type Clock = () => Date
type Logger = { info: (obj: unknown, msg?: string) => void; warn: (obj: unknown, msg?: string) => void }

/** Wires repositories into services once per app; routes reach them through `app.services`. */
export function createServices(
  database: Database,
  config: Config,
  now: Clock,
  log: Logger = { info: () => {}, warn: () => {} },
  mailTransport?: MailTransport,
  paymentGateway?: PaymentGateway,
) {
  const { db } = database
  const users = createUserRepository(db)
  const rateLimits = createRateLimitRepository(db)
  const limiter = createRateLimiter(rateLimits, now, config.RATE_LIMIT_MULTIPLIER)
  const sessions = createSessionService(
    createSessionRepository(db),
    {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      adminIdleMinutes: config.SESSION_ADMIN_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    },
    now,
  )
  const auth = createAuthService({ users, sessions, limiter })
  const jobs = createJobRepository(db)
  const catalogueRepository = createCatalogueRepository(db)
  const catalogue = createCatalogueService(catalogueRepository, { brandName: config.BRAND_NAME })
  const ads = createAdsService({ repo: createAdsRepository(db), now })
  const blog = createBlogService({
    repo: createBlogRepository(db),
    enqueue: jobs.enqueue,
    brandName: config.BRAND_NAME,
    now,
    findKeywordIdByTerm: ads.findIdByTerm,
  })
  const mailDeps = {
    repo: createMailRepository(db),
    transport:
      mailTransport ??
      (config.SMTP_URL
        ? createSmtpTransport(config.SMTP_URL)
        : createLogTransport(log, { showLinks: config.NODE_ENV !== 'production' })),
    from: config.MAIL_FROM,
    globals: {
      brandName: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      publicUrl: config.PUBLIC_URL,
    },
    now,
  }
  const mail = createMailService(mailDeps)
  const assessments = createAssessmentService({
    repo: createAssessmentRepository(db),
    limiter,
    mail,
    catalogue,
    ownedReport: (assessmentId, userId) =>
      createReportRepository(db).findOpenForAssessment(assessmentId, userId, now()),
    publicUrl: config.PUBLIC_URL,
    now,
  })
  const checkout = createCheckoutServices({
    db,
    config,
    now,
    log,
    limiter,
    sessions,
    mail: createMailQueue(mail, (tx) => createMailService({ ...mailDeps, repo: createMailRepository(tx) })),
    gateway: paymentGateway,
  })
  return {
    users,
    rateLimits,
    limiter,
    sessions,
    auth,
    jobs,
    catalogueRepository,
    catalogue,
    ads,
    blog,
    mail,
    assessments,
    quickAssessments: createQuickAssessmentService({ db, assessments, now }),
    reports: createReportService({
      repo: createReportRepository(db),
      now,
      providers: catalogue.activeProviders,
      brandName: config.BRAND_NAME,
    }),
    ...checkout,
  }
}
export type Services = ReturnType<typeof createServices>

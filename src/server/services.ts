import type { Config } from './config'
import { createChangeNotifier } from './db/change-notifier'
import type { Database, Tx } from './db/client'
import type { MailTransport } from './integrations/mail/mail-transport'
import { transportFor } from './integrations/mail/transport-for'
import type { PaymentGateway } from './integrations/payments/gateway'
import { gatewayFor } from './integrations/payments/gateway-for'
import { createJobRepository } from './jobs/job.repository'
import { type Clock, millisecondsOf } from './lib/clock'
import { createCrashPoint } from './lib/crash-point'
import { createAccountService } from './modules/accounts/account.service'
import { createAccountTokenRepository } from './modules/accounts/account-token.repository'
import { createAdminDataRepository } from './modules/admin/admin-data.repository'
import { createAdminDataService } from './modules/admin/admin-data.service'
import { createAdminUsersRepository } from './modules/admin/admin-users.repository'
import { createAdminUsersService } from './modules/admin/admin-users.service'
import { createImpersonationService } from './modules/admin/impersonation.service'
import { createAdsRepository } from './modules/ads/ads.repository'
import { createAdsService } from './modules/ads/ads.service'
import { createAssessmentRepository } from './modules/assessment/assessment.repository'
import { createAssessmentService } from './modules/assessment/assessment.service'
import { createAssessmentViewCache } from './modules/assessment/assessment-view-cache'
import { createOrderAssessments } from './modules/assessment/order-assessment.repository'
import { createAuditRepository } from './modules/audit/audit.repository'
import { createAuditService } from './modules/audit/audit.service'
import { createAuthService } from './modules/auth/auth.service'
import { createBlogRepository } from './modules/blog/blog.repository'
import { createBlogService } from './modules/blog/blog.service'
import { createCacheService } from './modules/cache/cache.service'
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository'
import { createCatalogueService } from './modules/catalogue/catalogue.service'
import { createCatalogueCache } from './modules/catalogue/catalogue-cache'
import { createProviderUpdateService } from './modules/catalogue/provider-update.service'
import { createEmailTemplateService } from './modules/email-templates/email-templates.service'
import { createFulfilmentService } from './modules/fulfilment/fulfilment.service'
import { createQuickAssessmentService } from './modules/fulfilment/quick-assessment.service'
import { createImportRepository } from './modules/imports/import.repository'
import { createImportService } from './modules/imports/import.service'
import { createMailRepository } from './modules/mail/mail.repository'
import { createMailService } from './modules/mail/mail.service'
import { createMailQueue } from './modules/mail/mail-queue'
import { createCheckoutService } from './modules/payments/checkout.service'
import { createCheckoutCookie } from './modules/payments/checkout-cookie'
import { createPaymentEventsService } from './modules/payments/payment-events.service'
import { createPaymentIntentRepository } from './modules/payments/payment-intent.repository'
import { createSandboxProcessor } from './modules/payments/sandbox-processor'
import { createWebhookEventRepository } from './modules/payments/webhook-event.repository'
import { createPitchDeckRepository } from './modules/pitch-deck/pitch-deck.repository'
import { createPitchDeckService } from './modules/pitch-deck/pitch-deck.service'
import { createPromoCodeRepository } from './modules/promo-codes/promo-code.repository'
import { createPromoCodeService } from './modules/promo-codes/promo-code.service'
import { createRateAlertRepository } from './modules/rate-alerts/rate-alert.repository'
import { createRateAlertService } from './modules/rate-alerts/rate-alert.service'
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository'
import { createRateLimiter } from './modules/rate-limit/rate-limit.service'
import { createHeldReportRelease } from './modules/reports/held-reports'
import type { PdfRenderer } from './modules/reports/pdf/pdf-worker-pool'
import { createRefundService } from './modules/reports/refund.service'
import { createReportRepository } from './modules/reports/report.repository'
import { createReportService } from './modules/reports/report.service'
import { createReportDocumentRepository } from './modules/reports/report-document.repository'
import { createReportPdfs } from './modules/reports/report-pdfs'
import { createSecondFactorRepository } from './modules/second-factor/second-factor.repository'
import { createSecondFactorService } from './modules/second-factor/second-factor.service'
import { createSecretBox } from './modules/second-factor/totp'
import { createSeoAiRepository } from './modules/seo-ai/seo-ai.repository'
import { createSeoAiService } from './modules/seo-ai/seo-ai.service'
import { createSessionRepository } from './modules/sessions/session.repository'
import { createSessionService } from './modules/sessions/session.service'
import { createSupportRepository } from './modules/support/support.repository'
import { createSupportService } from './modules/support/support.service'
import { createUserRepository } from './modules/users/user.repository'
import { createRenderCache } from './ssr/render-cache'

export type { Clock } from './lib/clock'

type Logger = { info: (obj: unknown, msg?: string) => void; warn: (obj: unknown, msg?: string) => void }

/** What the composition root is built from (mirrors `AppDeps`, with the defaults already chosen by the app). */
export type ServiceDeps = {
  database: Database
  config: Config
  now: Clock
  log?: Logger
  /** Replaces the mail transport chosen from the configuration. */
  mailTransport?: MailTransport
  /** Replaces the payment gateway chosen from the configuration. */
  paymentGateway?: PaymentGateway
  /** Renders report PDFs (the caller makes and closes it: a pool of `PDF_WORKERS` worker threads in the app). */
  pdfRenderer: PdfRenderer
  /** True while the server is busy answering requests (background work that can wait gives way). */
  serverBusy?: () => boolean
}

/** Wires repositories into services once per app (the one composition root); routes reach them through `app.services`. */
export function createServices({
  database,
  config,
  now,
  log = { info: () => {}, warn: () => {} },
  mailTransport,
  paymentGateway,
  pdfRenderer,
  serverBusy = () => false,
}: ServiceDeps) {
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
  const audit = createAuditService(createAuditRepository(db), now)
  const secondFactor = createSecondFactorService({
    repo: createSecondFactorRepository(db),
    users,
    sessions,
    limiter,
    audit,
    box: createSecretBox(config.TOTP_ENCRYPTION_KEY),
    issuer: config.BRAND_NAME,
    now,
  })
  const auth = createAuthService({ users, sessions, limiter, audit, secondFactor })
  const jobs = createJobRepository(db, now)
  const catalogueRepository = createCatalogueRepository(db)
  const catalogueCache = createCatalogueCache(catalogueRepository, { clock: millisecondsOf(now) })
  // Every instance drops its catalogue the moment any instance changes it (and re-checks every second).
  const changes = createChangeNotifier(database, config.DATABASE_URL, log)
  changes.listen('catalogue', catalogueCache.invalidate)
  const renderCache = createRenderCache(200)
  const catalogue = createCatalogueService(catalogueRepository, {
    brandName: config.BRAND_NAME,
    cache: catalogueCache,
    now,
  })
  const reportPdfs = createReportPdfs({
    documents: createReportDocumentRepository(db),
    renderer: pdfRenderer,
    providers: catalogue.activeProviders,
    brandName: config.BRAND_NAME,
    now,
  })
  const ads = createAdsService({ repo: createAdsRepository(db), now })
  const blog = createBlogService({
    repo: createBlogRepository(db),
    enqueue: jobs.enqueue,
    brandName: config.BRAND_NAME,
    now,
    findKeywordIdByTerm: ads.findIdByTerm,
  })
  const mailDeps = {
    repo: createMailRepository(db, now),
    transport: mailTransport ?? transportFor(config, log),
    from: config.MAIL_FROM,
    replyTo: config.SUPPORT_EMAIL,
    operatorAddresses: [config.SUPPORT_EMAIL, ...(config.ADMIN_EMAIL ? [config.ADMIN_EMAIL] : [])],
    keyMemo: {},
    globals: {
      brandName: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      publicUrl: config.PUBLIC_URL,
    },
    now,
  }
  const mail = createMailService(mailDeps)
  const assessmentRepository = createAssessmentRepository(db)
  const assessmentViews = createAssessmentViewCache(assessmentRepository, { clock: millisecondsOf(now) })
  const assessments = createAssessmentService({
    repo: assessmentRepository,
    limiter,
    mail,
    catalogue,
    ownedReport: (assessmentId, userId) =>
      createReportRepository(db).findOpenForAssessment(assessmentId, userId, now()),
    views: assessmentViews,
    publicUrl: config.PUBLIC_URL,
    now,
  })
  const imports = createImportService({
    repo: createImportRepository(db),
    providers: catalogue.activeProviders,
    brandName: config.BRAND_NAME,
    now,
  })
  const mailQueue = createMailQueue(mail, (tx) =>
    createMailService({ ...mailDeps, repo: createMailRepository(tx, now) }),
  )

  // Promo codes, payments, fulfilment and account tokens.
  const crashPoint = createCrashPoint(config.TEST_CRASH_POINT)
  const intents = createPaymentIntentRepository(db)
  const gateway = paymentGateway ?? gatewayFor(config, intents, now)
  const orderAssessments = createOrderAssessments(db)
  const promoCodes = createPromoCodeService(createPromoCodeRepository(db), now)
  const accounts = createAccountService({
    db,
    users: createUserRepository,
    tokens: createAccountTokenRepository,
    sessions,
    limiter,
    mail: mailQueue,
    publicUrl: config.PUBLIC_URL,
    now,
    enqueue: jobs.enqueue,
    audit,
    hasSecondFactor: async (user) => (await secondFactor.status(user)).enabled || user.role === 'admin',
    releaseHeldReports: createHeldReportRelease({ reports: createReportRepository }),
    resetUnproven: async (tx, userId) => {
      await createSecondFactorRepository(tx).disable(userId)
      await createSecondFactorRepository(tx).deleteDevices(userId)
      await createAssessmentRepository(tx).releaseOwned(userId)
      await createRateAlertRepository(tx).deleteForUser(userId)
    },
  })
  const fulfilment = createFulfilmentService({
    db,
    repos: (tx: Tx) => ({
      users: createUserRepository(tx),
      intents: createPaymentIntentRepository(tx),
      promoCodes: createPromoCodeRepository(tx),
      reports: createReportRepository(tx),
      jobs: createJobRepository(tx, now),
      audit: createAuditRepository(tx),
    }),
    assessments: orderAssessments,
    accounts,
    mail: mailQueue,
    publicUrl: config.PUBLIC_URL,
    now,
    crashPoint,
  })
  const checkout = createCheckoutService({
    db,
    gateway,
    intents,
    assessments: orderAssessments,
    promoCodes,
    users,
    reports: createReportRepository(db),
    fulfilment,
    publicUrl: config.PUBLIC_URL,
    now,
    crashPoint,
  })
  const refunds = createRefundService({
    db,
    gateway,
    reports: createReportRepository,
    users: createUserRepository,
    mail: mailQueue,
    staffEmail: config.ADMIN_EMAIL ?? config.SUPPORT_EMAIL,
    publicUrl: config.PUBLIC_URL,
    now,
  })
  const paymentEvents = createPaymentEventsService({
    db,
    gateway,
    intents: createPaymentIntentRepository,
    events: createWebhookEventRepository,
    promoCodes: createPromoCodeRepository,
    assessments: orderAssessments,
    fulfilment,
    refunded: refunds.refundedByProcessor,
    now,
    log,
  })
  const rateAlerts = createRateAlertService({
    repo: createRateAlertRepository(db),
    transaction: (fn) => db.transaction((tx) => fn(createRateAlertRepository(tx), tx)),
    providerById: (id, tx) => createCatalogueRepository(tx).findById(id),
    queueMail: (input, tx) =>
      createMailService({ ...mailDeps, repo: createMailRepository(tx, now) }).queue(input),
    publicUrl: config.PUBLIC_URL,
    now,
    catalogueVersion: catalogueCache.version,
  })
  const providerUpdates = createProviderUpdateService({
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          catalogue: createCatalogueRepository(tx),
          alerts: createRateAlertRepository(tx),
          jobs: createJobRepository(tx, now),
        }),
      ),
    now,
    onCatalogueChanged: () => changes.publish('catalogue'),
  })

  return {
    audit,
    secondFactor,
    adminUsers: createAdminUsersService({
      db,
      repo: createAdminUsersRepository,
      users: createUserRepository,
      accounts,
      mail,
      audit,
      revokeSessions: (userId) => sessions.revokeAllForUser(userId),
      alertsFor: rateAlerts.listForUserId,
      removeSecondFactor: secondFactor.remove,
      // An erased account's assessments leave the public answers at once.
      afterErase: assessmentViews.clear,
      now,
    }),
    impersonation: createImpersonationService({ users, sessions, audit }),
    adminData: createAdminDataService({
      repo: createAdminDataRepository(db),
      providers: () => catalogueRepository.listAll(),
      now,
    }),
    users,
    rateAlerts,
    providerUpdates,
    rateLimits,
    limiter,
    sessions,
    auth,
    jobs,
    catalogueRepository,
    catalogue,
    catalogueCache,
    changes,
    renderCache,
    cache: createCacheService({
      renderCache,
      catalogueCache,
      reportPdfs,
      alsoClear: [assessmentViews.clear, blog.forgetContentVersion],
      now,
    }),
    ads,
    blog,
    mail,
    emailTemplates: createEmailTemplateService({
      repo: mailDeps.repo,
      mail,
      globals: mailDeps.globals,
      now,
    }),
    pitchDeck: createPitchDeckService({
      repo: createPitchDeckRepository(db),
      mail,
      publicUrl: config.PUBLIC_URL,
      brandName: config.BRAND_NAME,
      now,
    }),
    seoAi: createSeoAiService({
      repo: createSeoAiRepository(db),
      blog,
      providers: catalogue.activeProviders,
      enqueue: jobs.enqueue,
      llm:
        config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
          ? {
              baseUrl: config.LLM_BASE_URL,
              apiKey: config.LLM_API_KEY,
              model: config.LLM_MODEL,
              timeoutMs: config.LLM_TIMEOUT_MS,
            }
          : null,
      brandName: config.BRAND_NAME,
      now,
    }),
    support: createSupportService({
      repo: createSupportRepository(db),
      limiter,
      mail,
      brandName: config.BRAND_NAME,
      publicUrl: config.PUBLIC_URL,
      now,
    }),
    assessments,
    imports,
    quickAssessments: createQuickAssessmentService({
      db,
      assessments,
      limiter,
      importedRequest: imports.estimateFor,
      now,
    }),
    reports: createReportService({
      repo: createReportRepository(db),
      pdfs: reportPdfs,
      now,
      busy: serverBusy,
    }),
    gateway,
    promoCodes,
    accounts,
    fulfilment,
    checkout,
    checkoutCookie: createCheckoutCookie(config),
    paymentEvents,
    refunds,
    sandbox: gateway.name === 'sandbox' ? createSandboxProcessor(intents, now) : null,
  }
}
export type Services = ReturnType<typeof createServices>

import type { Config } from './config'
import { createChangeNotifier } from './db/change-notifier'
import type { Database } from './db/client'
import { joining } from './db/transaction'
import type { MailTransport } from './integrations/mail/mail-transport'
import { transportFor } from './integrations/mail/transport-for'
import type { PaymentGateway } from './integrations/payments/gateway'
import { gatewayFor } from './integrations/payments/gateway-for'
import { type Clock, millisecondsOf } from './lib/clock'
import { createCrashPoint } from './lib/crash-point'
import { createCaches } from './lib/versioned-cache'
import { createAccountService } from './modules/accounts/account.service'
import { createAdminDataService } from './modules/admin/admin-data.service'
import { createAdminUsersService } from './modules/admin/admin-users.service'
import { createImpersonationService } from './modules/admin/impersonation.service'
import { createAdsService } from './modules/ads/ads.service'
import { createAssessmentService } from './modules/assessment/assessment.service'
import { createAssessmentViewCache } from './modules/assessment/assessment-view-cache'
import { createAuditService } from './modules/audit/audit.service'
import { createAuthService } from './modules/auth/auth.service'
import { createBlogService } from './modules/blog/blog.service'
import { createCacheService } from './modules/cache/cache.service'
import { createCatalogueService } from './modules/catalogue/catalogue.service'
import { createCatalogueCache } from './modules/catalogue/catalogue-cache'
import { createProviderUpdateService } from './modules/catalogue/provider-update.service'
import { createEmailTemplateService } from './modules/email-templates/email-templates.service'
import { createFulfilmentService } from './modules/fulfilment/fulfilment.service'
import { createQuickAssessmentService } from './modules/fulfilment/quick-assessment.service'
import { createImportService } from './modules/imports/import.service'
import { createMailService } from './modules/mail/mail.service'
import { createMailQueue, type MailRepos } from './modules/mail/mail-queue'
import { createCheckoutService } from './modules/payments/checkout.service'
import { createCheckoutCookie } from './modules/payments/checkout-cookie'
import { createPaymentEventsService } from './modules/payments/payment-events.service'
import { createSandboxProcessor } from './modules/payments/sandbox-processor'
import { createPitchDeckService } from './modules/pitch-deck/pitch-deck.service'
import { createPromoCodeService } from './modules/promo-codes/promo-code.service'
import { createRateAlertService } from './modules/rate-alerts/rate-alert.service'
import { createRateLimiter } from './modules/rate-limit/rate-limit.service'
import type { PdfRenderer } from './modules/reports/pdf/pdf-worker-pool'
import { createRefundService } from './modules/reports/refund.service'
import { createReportService } from './modules/reports/report.service'
import { createReportPdfs } from './modules/reports/report-pdfs'
import { createSecondFactorService } from './modules/second-factor/second-factor.service'
import { createSecretBox } from './modules/second-factor/totp'
import { createSeoAiService } from './modules/seo-ai/seo-ai.service'
import { createSessionService } from './modules/sessions/session.service'
import { createSupportService } from './modules/support/support.service'
import { type Repositories, repositoriesOn } from './repositories'
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
  /** Called once jobs a service queued are committed (the app wakes its job runner). */
  jobsQueued?: () => void
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
  jobsQueued = () => {},
}: ServiceDeps) {
  const { db } = database
  /** Every repository on the database, for work outside a transaction. */
  const repos = repositoriesOn(db, now)
  /**
   * The one way to run work in a transaction (ADR 048): repositories bound to it, handed to the work. Jobs
   * it queues are announced once it commits (before, no runner could see them).
   */
  const transaction = async <T>(work: (repos: Repositories) => Promise<T>): Promise<T> => {
    let queued = false
    const result = await db.transaction((tx) => {
      const within = repositoriesOn(tx, now)
      const enqueue: typeof within.jobs.enqueue = (job) => {
        queued = true
        return within.jobs.enqueue(job)
      }
      return work({ ...within, jobs: { ...within.jobs, enqueue } })
    })
    if (queued) jobsQueued()
    return result
  }
  const { users, rateLimits, jobs } = repos
  /** For services queueing jobs outside a transaction; the job runner itself uses the repository. */
  const enqueue: typeof jobs.enqueue = async (job) => {
    const id = await jobs.enqueue(job)
    jobsQueued()
    return id
  }
  const limiter = createRateLimiter(rateLimits, now, config.RATE_LIMIT_MULTIPLIER)
  const sessions = createSessionService(
    repos.sessions,
    {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      adminIdleMinutes: config.SESSION_ADMIN_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    },
    now,
  )
  const audit = createAuditService(repos.audit, now)
  const secondFactor = createSecondFactorService({
    repo: repos.secondFactor,
    users,
    sessions,
    limiter,
    audit,
    box: createSecretBox(config.TOTP_ENCRYPTION_KEY),
    issuer: config.BRAND_NAME,
    now,
  })
  const auth = createAuthService({ users, sessions, limiter, audit, secondFactor })
  const catalogueRepository = repos.catalogue
  // Every in-memory cache of this instance, reported and cleared by the admin cache page.
  const caches = createCaches(millisecondsOf(now))
  const renderCache = createRenderCache(caches)
  const catalogueCache = createCatalogueCache(catalogueRepository, caches)
  // Every instance drops its catalogue the moment any instance changes it (and re-checks every second).
  const changes = createChangeNotifier(database, config.DATABASE_URL, log)
  changes.listen('catalogue', catalogueCache.invalidate)
  const catalogue = createCatalogueService({
    brandName: config.BRAND_NAME,
    cache: catalogueCache,
    caches,
    now,
  })
  const reportPdfs = createReportPdfs({
    documents: repos.reportDocuments,
    renderer: pdfRenderer,
    providers: catalogue.activeProviders,
    brandName: config.BRAND_NAME,
    now,
  })
  const ads = createAdsService({ repo: repos.ads, now })
  const blog = createBlogService({
    repo: repos.blog,
    enqueue,
    brandName: config.BRAND_NAME,
    now,
    findKeywordIdByTerm: ads.findIdByTerm,
    caches,
  })
  const mailDeps = {
    repo: repos.mail,
    transaction,
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
  const assessmentRepository = repos.assessments
  const assessmentViews = createAssessmentViewCache(assessmentRepository, caches)
  const reports = createReportService({ repo: repos.reports, pdfs: reportPdfs, now, busy: serverBusy })
  const assessments = createAssessmentService({
    repo: assessmentRepository,
    limiter,
    mail,
    catalogue,
    ownedReport: reports.ownedOpenReport,
    views: assessmentViews,
    publicUrl: config.PUBLIC_URL,
    now,
  })
  const imports = createImportService({
    repo: repos.imports,
    providers: catalogue.activeProviders,
    brandName: config.BRAND_NAME,
    now,
  })
  /** The mail service of a caller already in a transaction: its mails are written with the caller's work. */
  const mailJoining = (within: MailRepos) =>
    createMailService({ ...mailDeps, repo: within.mail, transaction: joining(within) })
  const mailQueue = createMailQueue(mail, mailJoining)

  // Promo codes, payments, fulfilment and account tokens.
  const crashPoint = createCrashPoint(config.TEST_CRASH_POINT)
  const { intents, orderAssessments } = repos
  const gateway = paymentGateway ?? gatewayFor(config, intents, now)
  const promoCodes = createPromoCodeService(repos.promoCodes, now)
  const accounts = createAccountService({
    users,
    tokens: repos.accountTokens,
    transaction,
    sessions,
    limiter,
    mail: mailQueue,
    publicUrl: config.PUBLIC_URL,
    now,
    enqueue,
    audit,
    hasSecondFactor: async (user) => (await secondFactor.status(user)).enabled || user.role === 'admin',
  })
  const fulfilment = createFulfilmentService({
    transaction,
    accounts,
    mail: mailQueue,
    publicUrl: config.PUBLIC_URL,
    now,
    crashPoint,
  })
  const checkout = createCheckoutService({
    transaction,
    gateway,
    intents,
    assessments: orderAssessments,
    promoCodes,
    users,
    reports: repos.reports,
    fulfilment,
    publicUrl: config.PUBLIC_URL,
    now,
    crashPoint,
  })
  const refunds = createRefundService({
    gateway,
    reports: repos.reports,
    transaction,
    mail: mailQueue,
    staffEmail: config.ADMIN_EMAIL ?? config.SUPPORT_EMAIL,
    publicUrl: config.PUBLIC_URL,
    now,
  })
  const paymentEvents = createPaymentEventsService({
    gateway,
    intents,
    events: repos.webhookEvents,
    transaction,
    assessments: orderAssessments,
    fulfilment,
    refunded: refunds.refundedByProcessor,
    now,
    log,
  })
  const rateAlerts = createRateAlertService({
    repo: repos.rateAlerts,
    transaction,
    queueMail: (input, within) => mailJoining(within).queue(input),
    publicUrl: config.PUBLIC_URL,
    now,
    catalogueVersion: catalogueCache.version,
    caches,
  })
  const providerUpdates = createProviderUpdateService({
    transaction,
    audit,
    now,
    onCatalogueChanged: () => changes.publish('catalogue'),
  })

  const services = {
    audit,
    secondFactor,
    adminUsers: createAdminUsersService({
      repo: repos.adminUsers,
      users,
      transaction,
      accounts,
      queueMail: (input, within) => mailJoining(within).queue(input),
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
      repo: repos.adminData,
      providers: () => catalogueRepository.listAll(),
      now,
    }),
    rateAlerts,
    providerUpdates,
    limiter,
    sessions,
    auth,
    catalogue,
    catalogueCache,
    changes,
    renderCache,
    cache: createCacheService({ caches, reportPdfs, now }),
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
      repo: repos.pitchDeck,
      mail,
      publicUrl: config.PUBLIC_URL,
      brandName: config.BRAND_NAME,
      now,
    }),
    seoAi: createSeoAiService({
      repo: repos.seoAi,
      blog,
      providers: catalogue.activeProviders,
      enqueue,
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
      repo: repos.support,
      limiter,
      mail,
      brandName: config.BRAND_NAME,
      publicUrl: config.PUBLIC_URL,
      now,
    }),
    assessments,
    imports,
    quickAssessments: createQuickAssessmentService({
      transaction,
      assessments,
      limiter,
      importedRequest: imports.estimateFor,
      now,
    }),
    reports,
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
  /** What the app's own machinery uses (the job runner, load protection, the start-up seed); routes never see it. */
  const platform = { jobs, rateLimits, users, catalogue: catalogueRepository }
  return { services, platform }
}
export type Services = ReturnType<typeof createServices>['services']
export type Platform = ReturnType<typeof createServices>['platform']

import { constants as zlib } from 'node:zlib'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import { IMPERSONATION_MINUTES } from '@shared/admin/impersonation.schemas'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { type Database, openPglite, openPostgres } from './db/client'
import type { MailTransport } from './integrations/mail/mail-transport'
import type { PaymentGateway } from './integrations/payments/gateway'
import { createJobHandlers, recurringJobs } from './jobs/job-handlers'
import { createJobRunner, type JobRunner } from './jobs/job-runner'
import { systemClock } from './lib/clock'
import { createCompiledSerializer } from './lib/compiled-serializer'
import { createLoadProbe } from './lib/load-probe'
import { createOpenResources, type OpenResources } from './lib/open-resources'
import { accountRoutes, registerTokenPageHeaders } from './modules/accounts/account.routes'
import { adminDataRoutes } from './modules/admin/admin-data.routes'
import { adminUserRoutes } from './modules/admin/admin-users.routes'
import { impersonationRoutes } from './modules/admin/impersonation.routes'
import { adsRoutes } from './modules/ads/ads.routes'
import { assessmentRoutes } from './modules/assessment/assessment.routes'
import { userAssessmentRoutes } from './modules/assessment/user-assessment.routes'
import { auditRoutes } from './modules/audit/audit.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { blogAdminRoutes } from './modules/blog/blog-admin.routes'
import { blogPublicRoutes } from './modules/blog/blog-public.routes'
import { seoFileRoutes } from './modules/blog/seo-files.routes'
import { cacheRoutes } from './modules/cache/cache.routes'
import { catalogueRoutes } from './modules/catalogue/catalogue.routes'
import { providerAdminRoutes } from './modules/catalogue/provider-admin.routes'
import { emailTemplateRoutes } from './modules/email-templates/email-templates.routes'
import { healthRoutes } from './modules/health/health.routes'
import { importRoutes } from './modules/imports/import.routes'
import { devMailRoutes } from './modules/mail/dev-mail.routes'
import { emailLinksRoutes } from './modules/mail/email-links.routes'
import { mailOutboxRoutes } from './modules/mail/mail-outbox.routes'
import { checkoutRoutes } from './modules/payments/checkout.routes'
import { sandboxRoutes } from './modules/payments/sandbox.routes'
import { webhookRoutes } from './modules/payments/webhook.routes'
import { pitchDeckRoutes } from './modules/pitch-deck/pitch-deck.routes'
import { promoCodeRoutes } from './modules/promo-codes/promo-code.routes'
import { rateAlertRoutes } from './modules/rate-alerts/rate-alert.routes'
import { createPdfWorkerPool, type PdfRenderer } from './modules/reports/pdf/pdf-worker-pool'
import { reportRoutes } from './modules/reports/report.routes'
import { secondFactorRoutes } from './modules/second-factor/second-factor.routes'
import { challengeMinutes, knownDeviceDays } from './modules/second-factor/second-factor.service'
import { seoAiRoutes } from './modules/seo-ai/seo-ai.routes'
import { supportRoutes } from './modules/support/support.routes'
import { type RouteEntry, registerAccessPolicy } from './plugins/access'
import { registerApiDocs } from './plugins/api-docs'
import { registerBodyLimits } from './plugins/body-limits'
import { registerErrorHandling, registerNotFound } from './plugins/errors'
import { answerFrameworkError, registerInputGuard } from './plugins/input-guard'
import { registerLoadProtection } from './plugins/load-protection'
import { loggerOptions, QuietProbesLogController, requestIdOf } from './plugins/logging'
import { checkOrigin, registerSecurity } from './plugins/security'
import {
  type ChallengeCookies,
  createChallengeCookies,
  createDeviceCookies,
  createReturnTicketCookies,
  createSessionCookies,
  type DeviceCookies,
  type ReturnTicketCookies,
  registerImpersonationAudit,
  registerSession,
  type SessionCookies,
} from './plugins/session'
import { registerSsr } from './plugins/ssr'
import { type Clock, createServices, type Platform, type Services } from './services'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    services: Services
    /** The job runner's, load protection's and start-up seed's own repositories (never a route's). */
    platform: Platform
    sessionCookies: SessionCookies
    /** The cookie between a sign-in's password step and its second-factor step. */
    challengeCookies: ChallengeCookies
    deviceCookies: DeviceCookies
    /** The administrator's way back from acting as a user. */
    returnTicketCookies: ReturnTicketCookies
    jobs: JobRunner
    /** What the server still has open while it stops (jobs, workers, the database). */
    openResources: OpenResources
    /** Every route with its access policy (public / user / admin). */
    routeInventory: RouteEntry[]
  }
}

export type AppDeps = {
  /** An open database; by default one is opened from the config (PostgreSQL or PGlite). */
  database?: Database
  /** The time every part of the app asks (see lib/clock); by default the system clock. */
  now?: Clock
  /** Replaces the payment gateway chosen from the configuration. */
  paymentGateway?: PaymentGateway
  mailTransport?: MailTransport
  /** Replaces the pool of worker threads that renders report PDFs. */
  pdfRenderer?: PdfRenderer
  /** Replaces the measure of whether the server is busy answering requests. */
  serverBusy?: () => boolean
  logger?: FastifyServerOptions['logger']
}

/** Answers made per request smaller than this are sent uncompressed (ADR 055). */
export const ON_THE_FLY_COMPRESSION_BYTES = 8 * 1024

/** Builds the whole application without listening: plugins, then modules. */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    genReqId: requestIdOf,
    logController: new QuietProbesLogController(),
    // A hop count trusts that many proxies nearest the server (what Fastify does with a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
    // The largest any route accepts; each route's own, smaller by default, is set by registerBodyLimits.
    bodyLimit: 2 * 1_048_576,
    // A request (headers and body) must arrive within this time; idle connections are closed.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: 120_000,
    keepAliveTimeout: 10_000,
    // Node only enforces requestTimeout when the headers' own timeout is not longer.
    http: {
      connectionsCheckingInterval: 1_000,
      headersTimeout: Math.min(10_000, config.REQUEST_TIMEOUT_SECONDS * 1000),
    },
    routerOptions: { ignoreTrailingSlash: true },
    // An address the router cannot decode (e.g. an encoded unpaired surrogate) answers in the one shape too.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>()

  const database =
    deps.database ??
    (config.DATABASE_URL ? openPostgres(config.DATABASE_URL, app.log) : await openPglite(config.DATA_DIR))
  const now = deps.now ?? systemClock
  const pdfRenderer = deps.pdfRenderer ?? createPdfWorkerPool({ size: config.PDF_WORKERS })
  const load = createLoadProbe()
  const { services, platform } = createServices({
    database,
    config,
    now,
    log: app.log,
    mailTransport: deps.mailTransport,
    paymentGateway: deps.paymentGateway,
    pdfRenderer,
    serverBusy: deps.serverBusy ?? load.busy,
    // Jobs a request queued (a new report's PDF, its mails) start as its answer goes out, not at the next poll.
    jobsQueued: () => jobs.wake(),
  })
  const jobs: JobRunner = createJobRunner({
    repo: platform.jobs,
    handlers: createJobHandlers(services),
    recurring: recurringJobs,
    log: app.log,
    now,
  })
  const sessionCookies = createSessionCookies(config)
  const challengeCookies = createChallengeCookies(config, challengeMinutes)
  const deviceCookies = createDeviceCookies(config, knownDeviceDays)
  const returnTicketCookies = createReturnTicketCookies(config, IMPERSONATION_MINUTES)

  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('services', services)
  app.decorate('platform', platform)
  app.decorate('sessionCookies', sessionCookies)
  app.decorate('challengeCookies', challengeCookies)
  app.decorate('deviceCookies', deviceCookies)
  app.decorate('returnTicketCookies', returnTicketCookies)
  app.decorate('jobs', jobs)
  // Each counts as open until closed, so a stop that overruns its grace period can say what held it up.
  const openResources = createOpenResources()
  const closeChanges = openResources.add('the change feed', () => services.changes.close())
  const closePdfWorkers = openResources.add('the PDF workers', () => pdfRenderer.close())
  const stopJobs = openResources.add('the job runner (jobs in progress)', () => jobs.stop())
  const closeDatabase = openResources.add('the database', () => database.close())
  app.decorate('openResources', openResources)
  app.addHook('onReady', () => services.changes.start())
  app.addHook('onClose', closeChanges)
  app.addHook('onClose', closePdfWorkers)
  app.addHook('onClose', async () => load.stop())
  if (config.JOBS_ENABLED) app.addHook('onListen', async () => jobs.start())
  app.addHook('preClose', stopJobs)
  // A database handed in is closed by whoever opened it.
  if (!deps.database) app.addHook('onClose', closeDatabase)
  else openResources.forget('the database')

  app.setValidatorCompiler(validatorCompiler)
  // Answers are serialised from JSON Schema compiled once; outside production each is checked by zod too.
  app.setSerializerCompiler(createCompiledSerializer({ check: config.NODE_ENV !== 'production' }))
  registerErrorHandling(app)
  registerInputGuard(app)
  registerBodyLimits(app)
  await registerLoadProtection(app, config, platform.rateLimits, now)
  registerNotFound(app)
  app.decorate('routeInventory', registerAccessPolicy(app))
  await app.register(cookie)
  // Answers made per request are compressed on the fly above 8 KiB (ADR 055: below it, setting up the
  // compressor costs more CPU than the bytes saved are worth), at a quick brotli (quality 3 costs half the
  // CPU of 4 for 4-6% more bytes); built assets and answers kept per version are compressed once, at a high
  // quality, whatever their size.
  await app.register(compress, {
    threshold: ON_THE_FLY_COMPRESSION_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } },
  })
  await registerSecurity(app, config)
  // Hooks that never wait finish in the same turn (callback style): an async hook costs every request a
  // promise and a trip through the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    checkOrigin(request, config, Boolean(sessionCookies.read(request) || challengeCookies.read(request)))
    done()
  })
  registerSession(app, services.sessions, sessionCookies)
  registerImpersonationAudit(app, services.impersonation)
  await registerApiDocs(app, config)

  await app.register(healthRoutes)
  await app.register(authRoutes)
  await app.register(secondFactorRoutes)
  await app.register(catalogueRoutes)
  await app.register(providerAdminRoutes)
  await app.register(rateAlertRoutes)
  await app.register(importRoutes)
  await app.register(blogPublicRoutes)
  await app.register(blogAdminRoutes)
  await app.register(adsRoutes)
  await app.register(seoFileRoutes)
  await app.register(assessmentRoutes)
  await app.register(userAssessmentRoutes)
  registerTokenPageHeaders(app)
  await app.register(promoCodeRoutes)
  await app.register(checkoutRoutes)
  await app.register(sandboxRoutes)
  await app.register(webhookRoutes)
  await app.register(accountRoutes)
  await app.register(reportRoutes)
  await app.register(adminUserRoutes)
  await app.register(adminDataRoutes)
  await app.register(impersonationRoutes)
  await app.register(auditRoutes)
  await app.register(emailTemplateRoutes)
  await app.register(mailOutboxRoutes)
  await app.register(emailLinksRoutes)
  await app.register(pitchDeckRoutes)
  await app.register(seoAiRoutes)
  await app.register(cacheRoutes)
  await app.register(supportRoutes)
  if (config.NODE_ENV !== 'production') await app.register(devMailRoutes)
  await registerSsr(app, config)

  return app
}
export type App = Awaited<ReturnType<typeof buildApp>>

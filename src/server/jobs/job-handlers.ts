import { RESET_REQUEST_JOB } from '../modules/accounts/account.service'
import { AUDIT_PURGE_JOB } from '../modules/audit/audit.service'
import { PUBLISH_DUE_JOB, PUBLISH_JOB } from '../modules/blog/blog.service'
import { RATE_ALERT_DIGEST_JOB, RATE_ALERT_NOTIFY_JOB } from '../modules/rate-alerts/rate-alert.service'
import { REPORT_PDF_JOB } from '../modules/reports/report.service'
import { SEO_PUBLISH_JOB } from '../modules/seo-ai/seo-ai.service'
import type { Services } from '../services'
import type { JobHandlers, RecurringJob } from './job-runner'

/** Every background job type and the service call it runs; each module adds its own here. */
export function createJobHandlers(services: Services): JobHandlers {
  return {
    'sessions.purge': () => services.sessions.purgeExpired(),
    [AUDIT_PURGE_JOB]: async () => {
      await services.audit.purgeExpired()
    },
    [PUBLISH_JOB]: (payload) => services.blog.runScheduledPublish(payload),
    [PUBLISH_DUE_JOB]: () => services.blog.publishDue(),
    [SEO_PUBLISH_JOB]: (payload) => services.seoAi.runScheduledPublish(payload),
    'mail.send': (payload) => services.mail.deliver(String(payload.outboxId)),
    [RATE_ALERT_NOTIFY_JOB]: async (payload) => {
      if (payload.userId) await services.rateAlerts.notifyUser(String(payload.userId))
      else await services.rateAlerts.notify(String(payload.alertId))
    },
    [RATE_ALERT_DIGEST_JOB]: async () => {
      await services.rateAlerts.runDigests()
    },
    [RESET_REQUEST_JOB]: (payload) => services.accounts.sendRequestedResetLink(String(payload.email)),
    [REPORT_PDF_JOB]: (payload) => services.reports.renderPdf(String(payload.reportId)),
    'payments.reconcile': async () => {
      await services.paymentEvents.reconcile()
    },
  }
}

export const recurringJobs: RecurringJob[] = [
  { type: 'sessions.purge', everyMs: 60 * 60_000 },
  // The audit log keeps a year of events.
  { type: AUDIT_PURGE_JOB, everyMs: 24 * 60 * 60_000 },
  { type: PUBLISH_DUE_JOB, everyMs: 5 * 60_000 },
  { type: 'payments.reconcile', everyMs: 10 * 60_000 },
  { type: RATE_ALERT_DIGEST_JOB, everyMs: 5 * 60_000 },
]

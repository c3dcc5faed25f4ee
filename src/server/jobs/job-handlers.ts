import { RESET_REQUEST_JOB } from '../modules/accounts/account.service'
import { PUBLISH_DUE_JOB, PUBLISH_JOB } from '../modules/blog/blog.service'
import type { Services } from '../services'
import type { JobHandlers, RecurringJob } from './job-runner'

/** Every background job type and the service call it runs; each module adds its own here. */
export function createJobHandlers(services: Services): JobHandlers {
  return {
    'sessions.purge': () => services.sessions.purgeExpired(),
    [PUBLISH_JOB]: (payload) => services.blog.runScheduledPublish(payload),
    [PUBLISH_DUE_JOB]: () => services.blog.publishDue(),
    'mail.send': (payload) => services.mail.deliver(String(payload.outboxId)),
    [RESET_REQUEST_JOB]: (payload) => services.accounts.sendResetLink(String(payload.email)),
    'payments.reconcile': async () => {
      await services.paymentEvents.reconcile()
    },
  }
}

export const recurringJobs: RecurringJob[] = [
  { type: 'sessions.purge', everyMs: 60 * 60_000 },
  { type: PUBLISH_DUE_JOB, everyMs: 5 * 60_000 },
  { type: 'payments.reconcile', everyMs: 10 * 60_000 },
]

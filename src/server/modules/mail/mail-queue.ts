import type { JobRepository } from '../../jobs/job.repository'
import type { MailRepository } from './mail.repository'
import type { TemplateVariables } from './template-renderer'

/** The repositories a queued mail is written with: its outbox row and its delivery job. */
export type MailRepos = { mail: MailRepository; jobs: Pick<JobRepository, 'enqueue'> }

/** A templated mail to put in the outbox. */
export type QueueMail = { template: string; to: string; variables: TemplateVariables; dedupeKey?: string }

export type MailInput = QueueMail & {
  template:
    | 'activation'
    | 'password-reset'
    | 'purchase-confirmation'
    | 'password-changed'
    | 'refund-requested'
    | 'refund-issued'
    | 'verify-email'
}

/**
 * What accounts, fulfilment and refunds need from the mail service: queue a templated mail into the outbox,
 * inside the caller's transaction when its repositories are given, so the mail exists exactly when the work does.
 */
export type MailQueue = {
  queue: (mail: MailInput, within?: MailRepos) => Promise<unknown>
  /** The owner proved the address (activation or reset link): mails held for it are released. */
  addressVerified: (address: string, within?: MailRepos) => Promise<unknown>
}

type Queueing = {
  queue: (mail: QueueMail) => Promise<unknown>
  addressVerified: (address: string) => Promise<unknown>
}

export const createMailQueue = (mail: Queueing, joining: (repos: MailRepos) => Queueing): MailQueue => ({
  queue: (input, within) => (within ? joining(within) : mail).queue(input),
  addressVerified: (address, within) => (within ? joining(within) : mail).addressVerified(address),
})

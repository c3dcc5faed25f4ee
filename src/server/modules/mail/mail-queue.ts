import type { Tx } from '../../db/client'
import type { TemplateVariables } from './template-renderer'

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
 * inside the caller's transaction when one is given, so the mail exists exactly when the work does.
 */
export type MailQueue = {
  queue: (mail: MailInput, tx?: Tx) => Promise<unknown>
  /** The owner proved the address (activation or reset link): mails held for it are released. */
  addressVerified: (address: string, tx?: Tx) => Promise<unknown>
}

type Queueing = {
  queue: (mail: QueueMail) => Promise<unknown>
  addressVerified: (address: string) => Promise<unknown>
}

export const createMailQueue = (mail: Queueing, forTx: (tx: Tx) => Queueing): MailQueue => ({
  queue: (input, tx) => (tx ? forTx(tx) : mail).queue(input),
  addressVerified: (address, tx) => (tx ? forTx(tx) : mail).addressVerified(address),
})

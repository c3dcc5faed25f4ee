import type { Tx } from '../../db/client'

export type MailInput = {
  template: 'activation' | 'password-reset' | 'purchase-confirmation' | 'password-changed'
  to: string
  variables: Record<string, string>
  dedupeKey?: string
}

/**
 * What accounts and fulfilment need from the mail service: queue a templated mail into the outbox,
 * inside the caller's transaction when one is given.
 */
export type MailQueue = { queue: (mail: MailInput, tx?: Tx) => Promise<unknown> }

export type OutgoingMail = {
  from: string
  /** Where replies go (the support address). */
  replyTo?: string
  to: string
  subject: string
  html: string
  text: string
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>
}

/** Delivers one mail; `delivered` false means it was only kept in the outbox (MAIL_TRANSPORT=outbox). */
export type MailTransport = {
  kind: 'smtp' | 'log'
  send: (mail: OutgoingMail) => Promise<{ delivered: boolean }>
  close?: () => void
}

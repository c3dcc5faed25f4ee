/**
 * What each mail is, decided here once (ADR 039): the mail service reads it for every mail it queues.
 *
 * - `verification`: proves an address (activation, password reset, address confirmation); the only mails
 *   an unverified address gets.
 * - `transactional`: about the account's own account or purchase; held until the address is verified,
 *   then sent.
 * - `optional`: mails a person may turn off (rate alerts, recommendation follow-ups): only to a verified
 *   address whose preference is on, with an unsubscribe link and List-Unsubscribe headers; withheld
 *   otherwise.
 * - `by-admin`: written and addressed by an administrator by hand (a custom mail, a support reply, a
 *   pitch-deck invitation): the administrator chose the address; not held, still capped.
 */
export type EmailPreference = 'rateAlerts' | 'recommendations'
export type MailKind =
  | { kind: 'verification' }
  | { kind: 'transactional' }
  | { kind: 'optional'; preference: EmailPreference }
  | { kind: 'by-admin' }

const KINDS: Record<string, MailKind> = {
  activation: { kind: 'verification' },
  'password-reset': { kind: 'verification' },
  'verify-email': { kind: 'verification' },
  'purchase-confirmation': { kind: 'transactional' },
  'password-changed': { kind: 'transactional' },
  'refund-requested': { kind: 'transactional' },
  'refund-issued': { kind: 'transactional' },
  recommendation: { kind: 'optional', preference: 'recommendations' },
  'rate-alert-digest': { kind: 'optional', preference: 'rateAlerts' },
  'admin-custom': { kind: 'by-admin' },
  'pitch-deck-invite': { kind: 'by-admin' },
}

/** A template this table does not name is treated as transactional: held until its address is verified. */
export const mailKindOf = (template: string): MailKind => KINDS[template] ?? { kind: 'transactional' }

/** Why a mail was not sent, as the administrator reads it. */
export const WITHHELD = {
  unverified: 'Not sent: the address has not been verified',
  unsubscribed: 'Not sent: the recipient turned these mails off',
  cap: 'Not sent: the hourly limit of mails to this address was reached',
} as const

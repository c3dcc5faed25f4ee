import { z } from 'zod'

/**
 * What happened to a mail: `queued` waits for its delivery job; `sent` was accepted by the mail server;
 * `logged` was only kept in the outbox (MAIL_TRANSPORT=outbox) and never left; `held` waits for its
 * address to be verified; `withheld` was never sent (the reason is given); `failed` was given up on.
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'logged', 'held', 'withheld', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** The admin's words for each status: none says "delivered" of a mail that did not leave the server. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  logged: 'Kept in the outbox (not sent)',
  held: 'Held until the address is verified',
  withheld: 'Not sent',
  failed: 'Failed',
}

/** A mail that did not reach a mail server: the administrator sees whom it was for and why. */
export const UndeliveredMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type UndeliveredMail = z.infer<typeof UndeliveredMailSchema>

/** `GET /api/admin/mail-outbox`: how mail leaves this server, how many mails are in each state, the newest ones not sent. */
export const MailOutboxStatusSchema = z.object({
  /** `smtp`: mails go to the SMTP server; `outbox`: they are only kept in the database (MAIL_TRANSPORT=outbox). */
  transport: z.enum(['smtp', 'outbox']),
  counts: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    logged: z.number().int(),
    held: z.number().int(),
    withheld: z.number().int(),
    failed: z.number().int(),
  }),
  /** Mails kept, held, withheld, given up on (failed) and still retrying after an error, newest first. */
  undelivered: z.array(UndeliveredMailSchema),
})
export type MailOutboxStatus = z.infer<typeof MailOutboxStatusSchema>

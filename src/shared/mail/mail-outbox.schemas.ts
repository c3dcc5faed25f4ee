import { z } from 'zod'

export const OUTBOX_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const

/** A mail that could not be delivered: the administrator sees whom it was for and why. */
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

/** `GET /api/admin/mail-outbox`: how many mails are in each state, and the newest ones not delivered. */
export const MailOutboxStatusSchema = z.object({
  counts: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    logged: z.number().int(),
    failed: z.number().int(),
  }),
  /** Mails given up on (failed) and mails still retrying after an error, newest first. */
  undelivered: z.array(UndeliveredMailSchema),
})
export type MailOutboxStatus = z.infer<typeof MailOutboxStatusSchema>

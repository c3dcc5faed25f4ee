import { z } from 'zod'
import { emailAddress } from '../account/email-address'

/** Spec §9: the link lifetime after the first view. */
export const PITCH_DECK_LINK_DAYS = 3

export const PitchDeckContentSchema = z.object({ content: z.string(), updatedAt: z.string().nullable() })
export type PitchDeckContent = z.infer<typeof PitchDeckContentSchema>

export const PitchDeckContentUpdateSchema = z.object({
  content: z.string({ error: 'Content is required' }).max(500_000, 'Content is too long'),
})

export const PitchDeckBackupSchema = z.object({ id: z.string(), createdAt: z.string(), length: z.number() })
export const PitchDeckBackupListSchema = z.object({ backups: z.array(PitchDeckBackupSchema) })
export type PitchDeckBackup = z.infer<typeof PitchDeckBackupSchema>

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined))

export const CreateAccessSchema = z.object({
  recipientEmail: emailAddress('Enter a valid recipient email address', 'Recipient email is required'),
  recipientName: optionalText(200),
  notes: optionalText(2000),
})
export type CreateAccessInput = z.input<typeof CreateAccessSchema>

export const AccessStatusSchema = z.enum(['Revoked', 'Expired', 'Active', 'Pending'])
export type AccessStatus = z.infer<typeof AccessStatusSchema>

export const PitchDeckAccessSchema = z.object({
  id: z.string(),
  token: z.string(),
  link: z.string(),
  recipientEmail: z.string(),
  recipientName: z.string().nullable(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  status: AccessStatusSchema,
  remaining: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  firstAccessedAt: z.string().nullable(),
  lastAccessedAt: z.string().nullable(),
  accessCount: z.number(),
})
export type PitchDeckAccess = z.infer<typeof PitchDeckAccessSchema>
export const PitchDeckAccessListSchema = z.object({ accesses: z.array(PitchDeckAccessSchema) })

export const TokenParamSchema = z.object({ token: z.string().min(1).max(200) })
export const BackupIdParamSchema = z.object({ id: z.string().min(1).max(100) })

/** The public deck page's data. */
export const PublicPitchDeckSchema = z.object({
  content: z.string(),
  recipientName: z.string().nullable(),
  expiresAt: z.string().nullable(),
})
export type PublicPitchDeck = z.infer<typeof PublicPitchDeckSchema>

/** What the deck page shows: the deck, or why the link does not open (404 unknown, 410 revoked/expired). */
export type PitchDeckPageData = PublicPitchDeck | { unavailable: 404 | 410; message: string }

type AccessTimes = { isActive: boolean; expiresAt: Date | null; firstAccessedAt: Date | null }

/** Spec §4: Revoked if not active; Expired if expiry passed; Active if first accessed; else Pending. */
export function accessStatus(a: AccessTimes, now: Date): AccessStatus {
  if (!a.isActive) return 'Revoked'
  if (a.expiresAt && a.expiresAt.getTime() <= now.getTime()) return 'Expired'
  if (a.firstAccessedAt) return 'Active'
  return 'Pending'
}

/** Spec §4: 'N day(s) left', 'Not yet accessed', 'No expiration', or 'Expired'. */
export function remainingText(a: AccessTimes, now: Date): string {
  if (a.expiresAt && a.expiresAt.getTime() <= now.getTime()) return 'Expired'
  if (!a.firstAccessedAt) return 'Not yet accessed'
  if (!a.expiresAt) return 'No expiration'
  const days = Math.max(1, Math.round((a.expiresAt.getTime() - now.getTime()) / 86_400_000))
  return `${days} day${days === 1 ? '' : 's'} left`
}

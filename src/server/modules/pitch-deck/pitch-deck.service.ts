import {
  accessStatus,
  type CreateAccessInput,
  PITCH_DECK_LINK_DAYS,
  type PitchDeckAccess,
  type PitchDeckBackup,
  type PitchDeckContent,
  type PublicPitchDeck,
  remainingText,
} from '@shared/pitch-deck/pitch-deck.schemas'
import { AppError, notFound } from '../../lib/app-error'
import { newId, newToken } from '../../lib/ids'
import { sanitizeRichHtml } from '../../lib/sanitize-html'
import type { MailService } from '../mail/mail.service'
import { defaultDeck } from './default-deck'
import type { AccessRow, PitchDeckRepository } from './pitch-deck.repository'

type Deps = {
  repo: PitchDeckRepository
  mail: Pick<MailService, 'queue'>
  publicUrl: string
  brandName: string
  now: () => Date
}

const DAY_MS = 86_400_000

export function createPitchDeckService({ repo, mail, publicUrl, brandName, now }: Deps) {
  const link = (token: string) => `${publicUrl}/pitch-deck/${token}`
  const iso = (d: Date | null) => (d ? d.toISOString() : null)

  const toDto = (row: AccessRow, at: Date): PitchDeckAccess => ({
    id: row.id,
    token: row.token,
    link: link(row.token),
    recipientEmail: row.recipientEmail,
    recipientName: row.recipientName,
    notes: row.notes,
    isActive: row.isActive,
    status: accessStatus(row, at),
    remaining: remainingText(row, at),
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    firstAccessedAt: iso(row.firstAccessedAt),
    lastAccessedAt: iso(row.lastAccessedAt),
    accessCount: row.accessCount,
  })

  /** The stored deck, sanitised again on the way out. */
  const currentContent = async (): Promise<PitchDeckContent> => {
    const row = await repo.findContent()
    return row
      ? { content: sanitizeRichHtml(row.content), updatedAt: row.updatedAt.toISOString() }
      : { content: sanitizeRichHtml(defaultDeck(brandName)), updatedAt: null }
  }

  const save = async (content: string): Promise<PitchDeckContent> => {
    const clean = sanitizeRichHtml(content).trim()
    if (!clean) throw new AppError('VALIDATION_FAILED', 'Content is required')
    const saved = await repo.saveContent(clean, newId(), now())
    return { content: saved.content, updatedAt: saved.updatedAt.toISOString() }
  }

  return {
    getContent: currentContent,
    saveContent: save,

    listBackups: async (): Promise<PitchDeckBackup[]> =>
      (await repo.listBackups(50)).map((b) => ({
        id: b.id,
        createdAt: b.createdAt.toISOString(),
        length: b.content.length,
      })),

    /** Makes a backup the current deck; the deck it replaces is backed up too. */
    restoreBackup: async (id: string) => {
      const backup = await repo.findBackup(id)
      if (!backup) throw notFound('Backup')
      return save(backup.content)
    },

    /**
     * Emails the recipient a link, signed by the team: the administrator's login name is never shown to
     * someone outside (it is half of a sign-in).
     */
    createAccess: async (input: CreateAccessInput & { recipientEmail: string }) => {
      const row = await repo.insertAccess({
        id: newId(),
        token: newToken(),
        recipientEmail: input.recipientEmail,
        recipientName: input.recipientName ?? null,
        notes: input.notes ?? null,
        createdAt: now(),
      })
      await mail.queue({
        template: 'pitch-deck-invite',
        to: row.recipientEmail,
        variables: {
          senderName: 'The team',
          recipientName: row.recipientName ?? 'there',
          message: `The link opens the deck for ${PITCH_DECK_LINK_DAYS} days from your first view.`,
          deckUrl: link(row.token),
        },
      })
      return toDto(row, now())
    },

    listAccesses: async (): Promise<PitchDeckAccess[]> => {
      const at = now()
      return (await repo.listAccesses()).map((r) => toDto(r, at))
    },

    revoke: async (token: string): Promise<PitchDeckAccess> => {
      const row = await repo.revoke(token)
      if (!row) throw notFound('Access')
      return toDto(row, now())
    },

    /**
     * A recipient opens the link: counted, and the first view starts the 3-day clock. Unknown tokens
     * are 404; revoked or expired ones 410.
     */
    view: async (token: string): Promise<PublicPitchDeck> => {
      const at = now()
      const viewed = await repo.recordView(token, at, new Date(at.getTime() + PITCH_DECK_LINK_DAYS * DAY_MS))
      if (!viewed) {
        const row = await repo.findAccess(token)
        if (!row) throw new AppError('NOT_FOUND', 'This pitch deck link does not exist.')
        throw new AppError(
          'GONE',
          row.isActive ? 'This pitch deck link has expired.' : 'This pitch deck link has been revoked.',
        )
      }
      const { content } = await currentContent()
      return { content, recipientName: viewed.recipientName, expiresAt: iso(viewed.expiresAt) }
    },
  }
}
export type PitchDeckService = ReturnType<typeof createPitchDeckService>

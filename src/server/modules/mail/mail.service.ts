import { urlOf } from '@shared/http/endpoint'
import type { EmailPreferences } from '@shared/mail/email-preferences.schemas'
import { mailApi } from '@shared/mail/mail.api'
import { MAIL_LIMITS } from '@shared/mail/mail-limits'
import type { Transaction } from '../../db/transaction'
import type { MailTransport } from '../../integrations/mail/mail-transport'
import { AppError } from '../../lib/app-error'
import { escapeHtml } from '../../lib/escape-html'
import { newId } from '../../lib/ids'
import { createTokenSigner } from '../../lib/signed-token'
import { DEFAULT_TEMPLATES, defaultTemplate } from './default-templates'
import { MAIL_SEND_JOB, type MailRepository, type OutboxRow } from './mail.repository'
import { type EmailPreference, mailKindOf, WITHHELD } from './mail-kinds'
import type { MailRepos, QueueMail } from './mail-queue'
import { renderTemplate, type TemplateParts, type TemplateVariables } from './template-renderer'

// What other modules use of mail, through this one door (ADR 024).
export { DEFAULT_TEMPLATES, defaultTemplate } from './default-templates'
export type { MailQueue, MailRepos, QueueMail } from './mail-queue'
export { placeholdersOf, renderTemplate, type TemplateVariables } from './template-renderer'

type Deps = {
  repo: MailRepository
  /** An outbox row and its delivery job are written together or not at all. */
  transaction: Transaction<MailRepos>
  transport: MailTransport
  from: string
  /** Every mail's Reply-To: the support address, so "reply to this email" reaches a person. */
  replyTo: string
  /** Variables every template may use: brandName, supportEmail, publicUrl. */
  globals: TemplateVariables & { publicUrl: string }
  /** The operator's own addresses (support, administrator): verified by configuration. */
  operatorAddresses?: string[]
  now: () => Date
  /** Attempts after which an undeliverable mail is marked failed (the job's own limit). */
  maxAttempts?: number
  /** The signing key, once read, shared by every service built from these deps (one per transaction). */
  keyMemo?: { value?: string }
}

/** An SMTP answer in the 5xx range (mailbox unknown, message refused) will not change on a retry. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** The delivery job of a queued outbox row. */
const enqueueDelivery = (jobs: MailRepos['jobs'], outboxId: string, dedupeKey?: string) =>
  jobs.enqueue({
    type: MAIL_SEND_JOB,
    payload: { outboxId },
    dedupeKey: dedupeKey ? `mail:${dedupeKey}` : undefined,
  })

/** How long an address confirmation link works. */
const CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60_000

export const normaliseAddress = (address: string) => address.trim().toLowerCase()

const PREFERENCE_LABELS: Record<EmailPreference, string> = {
  rateAlerts: 'rate alert',
  recommendations: 'recommendation',
}

/** The unsubscribe footer of an optional mail, in both parts (after the template, so an edit cannot drop it). */
function withUnsubscribe(
  parts: TemplateParts,
  preference: EmailPreference,
  unsubscribeUrl: string,
  settingsUrl: string,
) {
  const what = PREFERENCE_LABELS[preference]
  const html = `<p style="font-size:12px;color:#6b7280;text-align:center;margin:16px 0">You get ${what} emails because you asked for them. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a> · <a href="${escapeHtml(settingsUrl)}" style="color:#6b7280">Email preferences</a></p>`
  return {
    subject: parts.subject,
    html: parts.html.includes('</body>')
      ? parts.html.replace('</body>', `${html}\n</body>`)
      : `${parts.html}\n${html}`,
    text: `${parts.text}\n\nYou get ${what} emails because you asked for them.\nUnsubscribe: ${unsubscribeUrl}\nEmail preferences: ${settingsUrl}\n`,
  }
}

export function createMailService(deps: Deps) {
  const { repo, transport, from, globals, now, maxAttempts = 5 } = deps
  const publicUrl = globals.publicUrl
  const operators = new Set((deps.operatorAddresses ?? []).map(normaliseAddress))
  const keyMemo = deps.keyMemo ?? {}
  const signer = createTokenSigner(async () => {
    keyMemo.value ??= await repo.signingKey()
    return keyMemo.value
  })

  const templateFor = async (id: string) => {
    const stored = await repo.findTemplate(id)
    const t = stored ?? defaultTemplate(id)
    if (!t) throw new AppError('INTERNAL', `Unknown mail template ${id}`)
    return { subject: t.subject, html: t.htmlContent, text: t.textContent }
  }

  const isVerified = async (address: string) => operators.has(address) || (await repo.isVerified(address))

  const unsubscribeUrl = async (address: string, preference: EmailPreference) =>
    publicUrl +
    urlOf(mailApi.unsubscribe, { query: { token: await signer.sign({ a: address, p: preference }) } })

  /** Why this mail must not go now: held until verified, withheld for good, or null to send it. */
  const decide = async (
    template: string,
    address: string,
  ): Promise<{ status: OutboxRow['status']; reason: string | null }> => {
    const kind = mailKindOf(template)
    if ((await repo.countRecentTo(address, now())) >= MAIL_LIMITS.perAddressPerHour) {
      return { status: 'withheld', reason: WITHHELD.cap }
    }
    if (kind.kind === 'verification' || kind.kind === 'by-admin') return { status: 'queued', reason: null }
    if (!(await isVerified(address))) {
      return kind.kind === 'optional'
        ? { status: 'withheld', reason: WITHHELD.unverified }
        : { status: 'held', reason: null }
    }
    if (kind.kind === 'optional') {
      const prefs = await repo.findAddress(address)
      if (prefs && !prefs[kind.preference]) return { status: 'withheld', reason: WITHHELD.unsubscribed }
    }
    return { status: 'queued', reason: null }
  }

  const preferencesOf = async (address: string): Promise<EmailPreferences> => {
    const row = await repo.findAddress(normaliseAddress(address))
    return { rateAlerts: row?.rateAlerts ?? true, recommendations: row?.recommendations ?? true }
  }

  return {
    transportKind: transport.kind,

    /**
     * Renders the template and stores the mail, with its delivery job when it may go now, in one
     * transaction. Every mail passes here: the hourly cap per address, verification (held or withheld
     * until the address is proven) and the recipient's preferences are decided in this one place.
     */
    queue: async ({ template, to, variables, dedupeKey }: QueueMail) => {
      const address = normaliseAddress(to)
      const kind = mailKindOf(template)
      let rendered = renderTemplate(await templateFor(template), { ...globals, ...variables })
      let headers: Record<string, string> | null = null
      if (kind.kind === 'optional') {
        const url = await unsubscribeUrl(address, kind.preference)
        rendered = withUnsubscribe(rendered, kind.preference, url, `${publicUrl}/dashboard?tab=settings`)
        headers = { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      }
      const { status, reason } = await decide(template, address)
      const row = await deps.transaction(async ({ mail, jobs }) => {
        const stored = await mail.insertOutbox({
          id: newId(),
          to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          templateId: template,
          headers,
          status,
          lastError: reason,
        })
        if (stored.status === 'queued') await enqueueDelivery(jobs, stored.id, dedupeKey)
        return stored
      })
      return { id: row.id, status: row.status }
    },

    /** The `mail.send` job: delivers one outbox row; throws to let the queue retry with backoff. */
    deliver: async (outboxId: string) => {
      const row = await repo.findOutbox(outboxId)
      if (row?.status !== 'queued') return
      try {
        const result = await transport.send({
          from,
          replyTo: deps.replyTo,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: row.headers ?? undefined,
        })
        await repo.markDone(row.id, result.delivered ? 'sent' : 'logged', now())
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        // A refusal is final at once (the admin sees it); anything else is retried with backoff.
        const permanent = isPermanent(err)
        await repo.markAttemptFailed(row.id, message, permanent || row.attempts + 1 >= maxAttempts)
        if (!permanent) throw err
      }
    },

    /** The owner proved the address: it is recorded verified, and the mails held for it are released. */
    addressVerified: async (address: string) => {
      const a = normaliseAddress(address)
      return deps.transaction(async ({ mail, jobs }) => {
        await mail.markVerified(a, now())
        const released = await mail.releaseHeld(a)
        for (const id of released) await enqueueDelivery(jobs, id)
        return released.length
      })
    },

    isVerified: (address: string) => isVerified(normaliseAddress(address)),

    /** A link that proves the address when followed; `next` is what to do then (e.g. mail a recommendation). */
    confirmationUrl: async (address: string, next: Record<string, string>) =>
      publicUrl +
      urlOf(mailApi.verifyPage, {
        query: {
          token: await signer.sign({
            a: normaliseAddress(address),
            e: now().getTime() + CONFIRMATION_LIFETIME_MS,
            ...next,
          }),
        },
      }),

    /** Checks a confirmation link: its address and what to do next, or null when forged or expired. */
    readConfirmation: async (token: string) => {
      const payload = await signer.verify(token)
      if (!payload || typeof payload.a !== 'string' || typeof payload.e !== 'number') return null
      if (payload.e < now().getTime()) return null
      return payload as Record<string, unknown> & { a: string }
    },

    preferences: preferencesOf,
    savePreferences: async (address: string, set: Partial<EmailPreferences>): Promise<EmailPreferences> => {
      const row = await repo.savePreferences(normaliseAddress(address), set, now())
      return { rateAlerts: row.rateAlerts, recommendations: row.recommendations }
    },

    /** A one-click unsubscribe (RFC 8058): the signed token names the address and the kind of mail. */
    unsubscribe: async (token: string): Promise<{ address: string; preference: EmailPreference } | null> => {
      const payload = await signer.verify(token)
      const preference = payload?.p
      if (typeof payload?.a !== 'string' || (preference !== 'rateAlerts' && preference !== 'recommendations'))
        return null
      await repo.savePreferences(payload.a, { [preference]: false }, now())
      return { address: payload.a, preference }
    },

    /** The admin's view of delivery: counts per status and the newest mails that did not reach a mail server. */
    outboxStatus: async () => {
      const [counts, undelivered] = await Promise.all([repo.countByStatus(), repo.listUndelivered(20)])
      return {
        transport: transport.kind === 'smtp' ? ('smtp' as const) : ('outbox' as const),
        counts,
        undelivered: undelivered.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          template: m.templateId,
          status: m.status,
          attempts: m.attempts,
          lastError: m.lastError,
          createdAt: m.createdAt.toISOString(),
        })),
      }
    },

    seedTemplates: () => repo.insertMissingTemplates(DEFAULT_TEMPLATES),
    findOutbox: repo.findOutbox,
    listRecent: repo.listRecent,
  }
}
export type MailService = ReturnType<typeof createMailService>

import type { MailTransport } from '../../integrations/mail/mail-transport'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { DEFAULT_TEMPLATES, defaultTemplate } from './default-templates'
import type { MailRepository } from './mail.repository'
import { renderTemplate, type TemplateVariables } from './template-renderer'

// What other modules use of mail, through this one door (ADR 024).
export { DEFAULT_TEMPLATES, defaultTemplate } from './default-templates'
export type { MailQueue } from './mail-queue'
export { placeholdersOf, renderTemplate, type TemplateVariables } from './template-renderer'

type Deps = {
  repo: MailRepository
  transport: MailTransport
  from: string
  /** Variables every template may use: brandName, supportEmail, publicUrl. */
  globals: TemplateVariables
  now: () => Date
  /** Attempts after which an undeliverable mail is marked failed (the job's own limit). */
  maxAttempts?: number
}

/** An SMTP answer in the 5xx range (mailbox unknown, message refused) will not change on a retry. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

export type QueueMail = { template: string; to: string; variables: TemplateVariables; dedupeKey?: string }

export function createMailService({ repo, transport, from, globals, now, maxAttempts = 5 }: Deps) {
  const templateFor = async (id: string) => {
    const stored = await repo.findTemplate(id)
    const t = stored ?? defaultTemplate(id)
    if (!t) throw new AppError('INTERNAL', `Unknown mail template ${id}`)
    return { subject: t.subject, html: t.htmlContent, text: t.textContent }
  }

  return {
    transportKind: transport.kind,

    /** Renders the template and stores the mail with its delivery job in one transaction. */
    queue: async ({ template, to, variables, dedupeKey }: QueueMail) => {
      const rendered = renderTemplate(await templateFor(template), { ...globals, ...variables })
      const row = await repo.insertWithJob(
        {
          id: newId(),
          to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          templateId: template,
        },
        dedupeKey,
      )
      return { id: row.id }
    },

    /** The `mail.send` job: delivers one outbox row; throws to let the queue retry with backoff. */
    deliver: async (outboxId: string) => {
      const row = await repo.findOutbox(outboxId)
      if (row?.status !== 'queued') return
      try {
        const result = await transport.send({
          from,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
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

    /** The admin's view of delivery: counts per status and the newest undelivered mails. */
    outboxStatus: async () => {
      const [counts, undelivered] = await Promise.all([repo.countByStatus(), repo.listUndelivered(20)])
      return {
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

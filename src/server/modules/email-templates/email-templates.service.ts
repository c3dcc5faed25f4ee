import type { EmailTemplate, EmailTemplateUpdate } from '@shared/email-templates/email-template.schemas'
import { AppError, notFound } from '../../lib/app-error'
import { sanitizeMailHtml } from '../../lib/sanitize-html'
import type { MailRepository, TemplateRow } from '../mail/mail.repository'
import type { MailService } from '../mail/mail.service'
import {
  DEFAULT_TEMPLATES,
  defaultTemplate,
  placeholdersOf,
  renderTemplate,
  type TemplateVariables,
} from '../mail/mail.service'
import { sampleVariables } from './sample-variables'

type Deps = {
  repo: MailRepository
  mail: Pick<MailService, 'queue'>
  /** Variables every mail is given (brandName, supportEmail, publicUrl). */
  globals: TemplateVariables
  now: () => Date
}

const DOCTYPE = /^\s*<!doctype html>/i

/** The placeholders a template may use: what its mail is given plus the global ones. */
function allowedVariables(id: string, globals: TemplateVariables): string[] {
  const given = defaultTemplate(id)?.variables ?? []
  return [...new Set([...given, ...Object.keys(globals)])]
}

export function createEmailTemplateService({ repo, mail, globals, now }: Deps) {
  const toDto = (row: TemplateRow): EmailTemplate => {
    const variables = allowedVariables(row.id, globals)
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      subject: row.subject,
      htmlContent: row.htmlContent,
      textContent: row.textContent,
      variables,
      sampleVariables: sampleVariables(variables, globals),
      lastModified: row.updatedAt.toISOString(),
    }
  }

  const find = async (id: string) => {
    await repo.insertMissingTemplates(DEFAULT_TEMPLATES)
    const row = await repo.findTemplate(id)
    if (!row) throw notFound('Email template')
    return row
  }

  return {
    /** Every mail the product sends, as stored (the defaults until edited). */
    list: async (): Promise<EmailTemplate[]> => {
      await repo.insertMissingTemplates(DEFAULT_TEMPLATES)
      return (await repo.listTemplates()).map(toDto)
    },

    /** Saves an edited template; real mail uses it from then on. */
    update: async (id: string, input: EmailTemplateUpdate): Promise<EmailTemplate> => {
      await find(id)
      const allowed = allowedVariables(id, globals)
      const used = placeholdersOf(`${input.subject}\n${input.htmlContent}\n${input.textContent}`)
      const unknown = used.filter((name) => !allowed.includes(name))
      if (unknown.length > 0) {
        const list = unknown.map((n) => `{{${n}}}`).join(', ')
        throw new AppError(
          'VALIDATION_FAILED',
          `Unknown variable${unknown.length > 1 ? 's' : ''} ${list}. This template can use: ${allowed
            .map((n) => `{{${n}}}`)
            .join(', ')}`,
        )
      }
      if (/[\r\n]/.test(input.subject)) {
        throw new AppError('VALIDATION_FAILED', 'Subject must be a single line')
      }
      const cleaned = sanitizeMailHtml(input.htmlContent)
      const htmlContent = DOCTYPE.test(input.htmlContent)
        ? `<!doctype html>\n${cleaned.trimStart()}`
        : cleaned
      if (!htmlContent.trim()) throw new AppError('VALIDATION_FAILED', 'HTML content is required')
      const row = await repo.updateTemplate(id, {
        subject: input.subject,
        htmlContent,
        textContent: input.textContent,
        variables: allowed,
        updatedAt: now(),
      })
      if (!row) throw notFound('Email template')
      return toDto(row)
    },

    /** Queues the stored template, filled with sample values, to the given address. */
    sendTest: async (id: string, recipient: string) => {
      const row = await find(id)
      const variables = sampleVariables(allowedVariables(row.id, globals), globals)
      // Render once here so a broken template fails the request, not the delivery job.
      renderTemplate({ subject: row.subject, html: row.htmlContent, text: row.textContent }, variables)
      await mail.queue({ template: id, to: recipient, variables })
      return { message: `Test email sent to ${recipient}` }
    },
  }
}
export type EmailTemplateService = ReturnType<typeof createEmailTemplateService>

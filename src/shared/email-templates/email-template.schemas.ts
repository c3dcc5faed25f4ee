import { z } from 'zod'
import { emailAddress } from '../account/email-address'

export const EmailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  subject: z.string(),
  htmlContent: z.string(),
  textContent: z.string(),
  /** The placeholders this mail is given, usable as {{name}}. */
  variables: z.array(z.string()),
  /** Sample values used for the preview and the test mail. */
  sampleVariables: z.record(z.string(), z.string()),
  lastModified: z.string(),
})
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>

export const EmailTemplateListSchema = z.object({ templates: z.array(EmailTemplateSchema) })
export type EmailTemplateList = z.infer<typeof EmailTemplateListSchema>

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)

export const EmailTemplateUpdateSchema = z.object({
  subject: required('Subject', 300),
  htmlContent: required('HTML content', 200_000),
  textContent: required('Text content', 100_000),
})
export type EmailTemplateUpdate = z.infer<typeof EmailTemplateUpdateSchema>

export const TemplateIdParamSchema = z.object({ id: z.string().min(1).max(100) })

export const TestEmailSchema = z.object({
  recipient: emailAddress('Enter a valid recipient email address', 'Recipient email is required'),
})

export const TestEmailResultSchema = z.object({ message: z.string() })

/** The categories shown as tabs, in order, with their labels. */
export const TEMPLATE_CATEGORIES: { id: string; label: string }[] = [
  { id: 'account', label: 'Account' },
  { id: 'assessment', label: 'Assessment' },
  { id: 'billing', label: 'Billing' },
  { id: 'alerts', label: 'Alerts' },
  { id: 'admin', label: 'Admin' },
]

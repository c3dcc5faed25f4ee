import { escapeHtml } from '../../lib/escape-html'

export type TemplateParts = { subject: string; html: string; text: string }
export type TemplateVariables = Record<string, string | number>

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g

export class TemplateVariableError extends Error {}

function fill(source: string, variables: TemplateVariables, encode: (value: string) => string): string {
  return source.replace(PLACEHOLDER, (_match, name: string) => {
    const value = variables[name]
    if (value === undefined) throw new TemplateVariableError(`Template variable "${name}" has no value`)
    return encode(String(value))
  })
}

/** The placeholder names a text uses, in order of first use. */
export function placeholdersOf(source: string): string[] {
  return [...new Set([...source.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))]
}

/**
 * Fills `{{variable}}` placeholders: HTML-escaped (line breaks kept) in the HTML part, as is in the
 * text part, and with CR/LF removed from the subject so no header can be injected. A placeholder
 * without a value throws.
 */
export function renderTemplate(parts: TemplateParts, variables: TemplateVariables): TemplateParts {
  return {
    subject: fill(parts.subject, variables, (v) => v)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    html: fill(parts.html, variables, (v) => escapeHtml(v).replace(/\r?\n/g, '<br>')),
    text: fill(parts.text, variables, (v) => v),
  }
}

import { describe, expect, it } from 'vitest'
import { DEFAULT_TEMPLATES } from './default-templates'
import { placeholdersOf, renderTemplate, TemplateVariableError } from './template-renderer'

const parts = {
  subject: 'Hello {{name}}',
  html: '<p>Hi {{ name }}, see {{link}}</p>',
  text: 'Hi {{name}}, see {{link}}',
}

describe('renderTemplate', () => {
  it('escapes variables in the HTML part and leaves the text part plain', () => {
    const out = renderTemplate(parts, { name: '<b>Ann & "Co"</b>', link: "it's" })
    expect(out.html).toBe('<p>Hi &lt;b&gt;Ann &amp; &quot;Co&quot;&lt;/b&gt;, see it&#39;s</p>')
    expect(out.text).toBe('Hi <b>Ann & "Co"</b>, see it\'s')
  })

  it('strips CR and LF from the subject', () => {
    const out = renderTemplate(parts, { name: 'Ann\r\nBcc: victim@example.com', link: 'x' })
    expect(out.subject).toBe('Hello Ann Bcc: victim@example.com')
    expect(out.subject).not.toMatch(/[\r\n]/)
  })

  it('keeps line breaks of a value as <br> in HTML', () => {
    expect(renderTemplate(parts, { name: 'a\nb', link: '' }).html).toContain('a<br>b')
  })

  it('fails loudly on a placeholder without a value', () => {
    expect(() => renderTemplate(parts, { name: 'Ann' })).toThrow(TemplateVariableError)
    expect(() => renderTemplate(parts, { name: 'Ann' })).toThrow('"link"')
  })

  it('every default template declares exactly the variables it uses', () => {
    for (const t of DEFAULT_TEMPLATES) {
      const used = new Set([
        ...placeholdersOf(t.subject),
        ...placeholdersOf(t.htmlContent),
        ...placeholdersOf(t.textContent),
      ])
      expect([...used].sort(), t.id).toEqual([...t.variables].sort())
      const values = Object.fromEntries(t.variables.map((v) => [v, `value-${v}`]))
      const out = renderTemplate({ subject: t.subject, html: t.htmlContent, text: t.textContent }, values)
      expect(out.html).toContain('value-brandName')
      expect(out.text).toContain('value-supportEmail')
    }
  })
})

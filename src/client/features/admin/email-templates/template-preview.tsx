import { SafePreview } from '../safe-preview'

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g

const escapeHtml = (v: string) =>
  v.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** Fills placeholders with escaped sample values, as the server does for real mail. */
export const fillSample = (source: string, samples: Record<string, string>, html: boolean) =>
  source.replace(PLACEHOLDER, (_m, name: string) => {
    const value = samples[name] ?? `{{${name}}}`
    return html ? escapeHtml(value) : value
  })

type Props = { title: string; html: string; samples: Record<string, string>; height?: number }

/** The mail as a recipient sees it, filled with sample values and made inert. */
export function TemplatePreview({ title, html, samples, height = 300 }: Props) {
  return <SafePreview label={title} html={fillSample(html, samples, true)} maxHeight={height} />
}

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

/** The mail as a recipient sees it, in a sandboxed frame where no script runs. */
export function TemplatePreview({ title, html, samples, height = 300 }: Props) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={fillSample(html, samples, true)}
      style={{
        width: '100%',
        height,
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
      }}
    />
  )
}

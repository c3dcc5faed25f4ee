import type { PageMeta } from '@shared/seo/page-meta'
import { escapeHtml } from '../lib/escape-html'
import type { ClientAssets } from './assets'
import { bootScript } from './boot-script'

/** JSON that is safe inside a <script> element. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * The page's own stylesheets as one <style>, and each file as a disabled <link> (never fetched): the browser
 * entry, loading the page's chunk, takes a stylesheet already linked as loaded instead of fetching it again.
 */
function inlineStyles({ inlineStyles: own }: ClientAssets): string[] {
  if (!own || own.hrefs.length === 0) return []
  return [
    `<style>${own.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    ...own.hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`),
  ]
}

export type DocumentInput = {
  meta: PageMeta
  brandName: string
  appHtml: string
  state: unknown
  assets: ClientAssets
  /** Extra head markup already escaped by its producer (e.g. JSON-LD, colour-scheme script). */
  headExtra?: string
}

export function renderDocument({ meta, brandName, appHtml, state, assets, headExtra = '' }: DocumentInput) {
  const m = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`
  const p = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    m('description', meta.description),
    meta.keywords ? m('keywords', meta.keywords) : '',
    m('robots', meta.robots),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    p('og:type', meta.ogType),
    p('og:site_name', brandName),
    p('og:title', meta.title),
    p('og:description', meta.description),
    p('og:url', meta.canonical),
    p('og:image', meta.image),
    m('twitter:card', 'summary_large_image'),
    m('twitter:title', meta.title),
    m('twitter:description', meta.description),
    m('twitter:image', meta.image),
    m('theme-color', '#0b4f6c'),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...inlineStyles(assets),
    headExtra,
  ]
  const script = assets.script ? bootScript(assets.script, assets.preloads) : ''
  return `<!doctype html>
<html lang="en">
<head>
${head.filter(Boolean).join('\n')}
</head>
<body>
<div id="root">${appHtml}</div>
<script id="app-state" type="application/json">${safeJson(state)}</script>
${script}
</body>
</html>`
}

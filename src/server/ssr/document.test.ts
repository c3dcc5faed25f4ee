import { describe, expect, it } from 'vitest'
import type { ClientAssets } from './assets'
import { renderDocument } from './document'

const meta = {
  title: 'Title',
  description: 'About <this> page',
  keywords: '',
  canonical: 'https://example.com/',
  robots: 'index, follow',
  ogType: 'website',
  image: 'https://example.com/og.png',
} as const
const built: ClientAssets = {
  script: '/assets/entry.js',
  styles: ['/assets/entry.css'],
  preloads: ['/assets/shell.js', '/assets/runtime.js'],
  inlineStyles: { css: '.input{}</style><script>', hrefs: ['/assets/Input.css'] },
}
const render = (assets = built) =>
  renderDocument({ meta, brandName: 'Brand', appHtml: '<p>hi</p>', state: { a: '</script>' }, assets })

describe('renderDocument', () => {
  it('names the app’s script and the shell’s modules for loading after the first paint, hinting none before', () => {
    const html = render()
    expect(html).toContain(
      'data-entry="/assets/entry.js" data-preloads="/assets/shell.js /assets/runtime.js"',
    )
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('<script type="module"')
  })

  it('links the shell’s stylesheet, and carries the page’s own, its file linked disabled (never fetched)', () => {
    const html = render()
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry.css">')
    expect(html).toContain('<style>.input{}<\\/style><script></style>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/Input.css" disabled>')
  })

  it('loads no app script before the first build, and keeps the state unbreakable', () => {
    const html = render({ script: null, styles: [], preloads: [] })
    expect(html).not.toContain('data-entry')
    expect(html).toContain('{"a":"\\u003c/script\\u003e"}')
    expect(html).toContain('content="About &lt;this&gt; page"')
  })
})

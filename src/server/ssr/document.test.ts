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
const built: ClientAssets = { script: '/assets/entry.js', styles: [], preloads: ['/assets/chunk.js'] }
const render = (nonce: string, assets = built) =>
  renderDocument({ meta, brandName: 'Brand', appHtml: '<p>hi</p>', state: { a: '</script>' }, assets, nonce })

describe('renderDocument', () => {
  it("gives the app's script the response's nonce", () => {
    expect(render('abc123==')).toContain(
      '<script type="module" src="/assets/entry.js" nonce="abc123=="></script>',
    )
  })

  it('leaves the nonce out of a page shared by every signed-out visitor', () => {
    const html = render('')
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script>')
    expect(html).not.toContain('nonce=')
  })

  it('loads no app script before the first build, and keeps the state unbreakable', () => {
    const html = render('abc', { script: null, styles: [], preloads: [] })
    expect(html).not.toContain('type="module"')
    expect(html).toContain('{"a":"\\u003c/script\\u003e"}')
    expect(html).toContain('content="About &lt;this&gt; page"')
  })
})

import { blogApi } from '@shared/blog/blog.api'
import { PostInputSchema, PUBLIC_PAGE_SIZE } from '@shared/blog/blog.schemas'
import { keyOf } from '@shared/http/endpoint'
import { describe, expect, it } from 'vitest'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'
import { colorSchemeScript } from '../../ssr/color-scheme-script'
import { postInput } from './blog-test-helpers'
import { hostileMarkdown } from './hostile-markdown'

const ctx = setupTestApp({ PUBLIC_URL: 'https://www.example.com' })

/** Posts are created through the service: this file's PUBLIC_URL is another origin than the test client's. */
const createPost = (_app: unknown, _cookie: unknown, overrides: Record<string, unknown> = {}) =>
  ctx.app.services.blog.create(PostInputSchema.parse(postInput(overrides)))
const signUpAdmin = async (_app: unknown) => ({ cookie: undefined })

const bodyOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="app-state"'))
const hrefs = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1] ?? '')

describe('blog pages rendered on the server', () => {
  it('renders a hostile post without any executable markup', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const post = await createPost(ctx.app, cookie, {
      title: 'Hostile </script><script>alert(1)</script>',
      metaDesc: '"><script>alert("meta")</script>',
      contentMd: hostileMarkdown,
      status: 'Published',
      tags: ['<b>x</b>'],
    })
    const res = await request(ctx.app, { method: 'GET', url: `/blog/${post.slug}` })
    expect(res.statusCode).toBe(200)
    const html = res.body
    const body = bodyOf(html)
    expect(body).not.toMatch(/<script/i)
    expect(body).not.toMatch(/<iframe|<img src="x"|<object|<embed/i)
    expect(body).not.toMatch(/<[^>]*\son[a-z]+=/i)
    for (const url of hrefs(html))
      expect(url.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/)
    // Raw HTML shows as text, and the safe links survive.
    expect(body).toContain('&lt;script&gt;alert(&#x27;raw-script&#x27;)&lt;/script&gt;')
    expect(body).toContain('href="https://example.com/ok"')
    expect(body).toContain('href="mailto:a@example.com"')
    expect(body).toContain('href="/blog"')
    // Only the JSON-LD, the app's state, its colour-scheme script and the script that loads the app (both
    // allowed by hash); no breakout from the JSON.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    for (const tag of scripts)
      expect(tag).toMatch(
        /type="application\/(ld\+)?json"|nonce="|^<script data-entry="\/[\w/.-]+" data-preloads="[\w/. -]*">$|^<script data-mantine-script="true">$/,
      )
    expect(html.split('<script data-mantine-script').length).toBe(2)
    expect(html).toContain(colorSchemeScript)
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).not.toContain('"><script>alert("meta")')
  })

  it('sets the post metadata: title, description, canonical, og:type article and article JSON-LD', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const body = `${'Interchange is the largest part of every card fee. '.repeat(6)}End.`
    const post = await createPost(ctx.app, cookie, {
      title: 'Meta test',
      contentMd: body,
      status: 'Published',
      authorName: '',
    })
    const html = (await request(ctx.app, { method: 'GET', url: `/blog/${post.slug}` })).body
    expect(html).toContain('<title>Meta test</title>')
    const description = html.match(/<meta name="description" content="([^"]*)">/)?.[1] ?? ''
    expect(description.endsWith('...')).toBe(true)
    expect(description.length).toBe(163)
    expect(html).toContain(`<link rel="canonical" href="https://www.example.com/blog/${post.slug}">`)
    expect(html).toContain('<meta property="og:type" content="article">')
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}')
    expect(ld).toMatchObject({
      '@type': 'Article',
      url: `https://www.example.com/blog/${post.slug}`,
      image: ['https://www.example.com/og-image.png'],
      author: { name: 'ProcessorMatch Editorial Team' },
    })
    // The first page of posts is in the page (server-rendered), with its hydration state under the key the
    // list page asks for.
    const list = (await request(ctx.app, { method: 'GET', url: '/blog' })).body
    expect(bodyOf(list)).toContain('Meta test')
    const firstPage = keyOf(blogApi.posts, { query: { limit: PUBLIC_PAGE_SIZE, offset: 0 } })
    expect(list).toContain(JSON.stringify(firstPage))
  })

  it('answers 404 with "Article Not Found" for a missing or unpublished post', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const draft = await createPost(ctx.app, cookie)
    for (const url of ['/blog/no-such-post', `/blog/${draft.slug}`, '/blog/%3Cscript%3E']) {
      const res = await request(ctx.app, { method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body).toContain('Article Not Found')
      expect(res.body).toContain('noindex')
    }
  })
})

describe('sitemap, robots and RSS', () => {
  it('lists public pages and published posts with absolute URLs from PUBLIC_URL', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const published = await createPost(ctx.app, cookie, { status: 'Published', title: 'Fees & <Contracts>' })
    const draft = await createPost(ctx.app, cookie)
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    })
    expect(res.headers['content-type']).toContain('application/xml')
    const xml = res.body
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://www.example.com/',
        'https://www.example.com/blog',
        `https://www.example.com/blog/${published.slug}`,
      ]),
    )
    expect(locs).not.toContain(`https://www.example.com/blog/${draft.slug}`)
    expect(xml).not.toContain('evil.example')
    expect([...xml.matchAll(/<url>/g)].length).toBe(
      [...xml.matchAll(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/g)].length,
    )

    const rss = (
      await request(ctx.app, { method: 'GET', url: '/blog/rss.xml', headers: { host: 'evil.example' } })
    ).body
    expect(rss).toContain('<rss version="2.0"')
    expect(rss).toContain(`<link>https://www.example.com/blog/${published.slug}</link>`)
    expect(rss).toContain('<title>Fees &amp; &lt;Contracts&gt;</title>')
    expect(rss).not.toContain(draft.slug)
    expect(rss).not.toContain('evil.example')
    expect((rss.match(/<item>/g) ?? []).length).toBe((rss.match(/<\/item>/g) ?? []).length)

    const robots = (await request(ctx.app, { method: 'GET', url: '/robots.txt' })).body
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml')
    for (const p of [
      '/payment-success',
      '/reset-password',
      '/admin',
      '/activate',
      '/forgot-password',
      '/dashboard',
      '/api/',
    ]) {
      expect(robots).toContain(`Disallow: ${p}\n`)
    }
  })
})

import { createServer, type Server } from 'node:http'
import { PROVIDERS } from '@shared/catalogue/providers'
import { formatUsd } from '@shared/format'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { HOSTILE_HTML, looksExecutable } from '../../../../tests/helpers/hostile-html'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { createJobRunner } from '../../jobs/job-runner'
import { millisecondsOf } from '../../lib/clock'
import { createCaches } from '../../lib/versioned-cache'
import { createBlogRepository } from '../blog/blog.repository'
import { createBlogService } from '../blog/blog.service'
import { signUpAdmin } from '../blog/blog-test-helpers'
import { ARTICLE_SCENARIOS, priceScenario } from './offline-writer'
import { createSeoAiRepository } from './seo-ai.repository'
import { createSeoAiService, SEO_PUBLISH_JOB } from './seo-ai.service'

const ctx = setupTestApp()
const BASE = '/api/admin/seo-ai'
const silent = { info: () => {}, warn: () => {}, error: () => {} }

async function generate(cookie: string | undefined, topic = 'How to lower credit card processing fees') {
  const res = await request(ctx.app, { method: 'POST', url: `${BASE}/generate`, cookie, payload: { topic } })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; title: string; content: string; keywords: string[]; status: string }
}
const post = (cookie: string | undefined, url: string, payload?: Record<string, unknown>) =>
  request(ctx.app, { method: 'POST', url: `${BASE}/posts/${url}`, cookie, ...(payload ? { payload } : {}) })
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length

/** A job runner with its own services and clock, as another app instance would have. */
function runnerAt(clock: () => Date) {
  const jobs = ctx.app.platform.jobs
  const blog = createBlogService({
    repo: createBlogRepository(ctx.database.db),
    enqueue: jobs.enqueue,
    brandName: 'ProcessorMatch',
    now: clock,
    caches: createCaches(millisecondsOf(clock)),
  })
  const seo = createSeoAiService({
    repo: createSeoAiRepository(ctx.database.db),
    blog,
    providers: async () => [...PROVIDERS],
    enqueue: jobs.enqueue,
    llm: null,
    brandName: 'ProcessorMatch',
    now: clock,
  })
  return createJobRunner({
    repo: jobs,
    handlers: { [SEO_PUBLISH_JOB]: (p) => seo.runScheduledPublish(p) },
    log: silent,
    now: clock,
  })
}

describe('SEO assistant API', () => {
  it('is admin-only: 401 signed out, 403 for a user', async () => {
    const user = await signUp(ctx.app)
    const calls = [
      { method: 'POST', url: `${BASE}/generate`, payload: { topic: 'fees' } },
      { method: 'GET', url: `${BASE}/posts` },
      { method: 'POST', url: `${BASE}/posts/x/schedule`, payload: { scheduledTime: '2030-01-01T00:00:00Z' } },
      { method: 'POST', url: `${BASE}/posts/x/reject`, payload: { reason: 'no' } },
      { method: 'POST', url: `${BASE}/posts/x/publish-now` },
      { method: 'PUT', url: `${BASE}/posts/x/edit`, payload: { title: 't', content: 'c', keywords: ['k'] } },
    ] as const
    for (const call of calls) {
      expect((await request(ctx.app, { ...call })).statusCode, call.url).toBe(401)
      expect((await request(ctx.app, { ...call, cookie: user.cookie })).statusCode, call.url).toBe(403)
    }
  })

  it('writes a useful 600+ word article offline from the catalogue and the engine, pending review', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const blank = await request(ctx.app, {
      method: 'POST',
      url: `${BASE}/generate`,
      cookie,
      payload: { topic: '   ' },
    })
    expect(blank.statusCode).toBe(400)
    expect(JSON.stringify(blank.json())).toContain('Topic is required')
    const article = await generate(cookie, 'Interchange-plus pricing <script>alert(1)</script>')
    expect(article.status).toBe('pending_review')
    expect(words(article.content)).toBeGreaterThanOrEqual(600)
    expect(article.content).not.toMatch(/lorem|ipsum/i)
    expect(looksExecutable(article.content)).toBe(false)
    expect(article.keywords.length).toBeGreaterThan(0)
    // The figures are the engine's own: the cheapest online estimate appears with its source link.
    const catalogue = await ctx.app.services.catalogue.activeProviders()
    for (const scenario of ARTICLE_SCENARIOS) {
      const priced = priceScenario(catalogue, scenario)
      const [cheapest] = priced
      expect(article.content).toContain(formatUsd(cheapest?.monthlyCents ?? 0))
      expect(article.content).toContain(cheapest?.provider.sourceUrl)
      // Only providers the engine ranks for the merchant described: none that could not take the business.
      const section = article.content.split(`Example: ${scenario.label}`)[1]?.split('<h3>')[0] ?? ''
      const named = catalogue.filter((p) => section.includes(`>${p.name}</a>`)).map((p) => p.id)
      expect(named.length).toBeGreaterThan(0)
      for (const id of named) expect(priced.map((r) => r.provider.id)).toContain(id)
    }
    const cafe = article.content.split('Example: a café')[1] ?? ''
    for (const onlineOnly of ['Paddle', '2Checkout', 'FastSpring', 'PayPal for Nonprofits']) {
      expect(cafe).not.toContain(`>${onlineOnly}`)
    }
    const list = (await request(ctx.app, { method: 'GET', url: `${BASE}/posts`, cookie })).json()
    expect(list.posts.map((p: { id: string }) => p.id)).toEqual([article.id])
  })

  it('validates schedule, reject and edit; editing a scheduled post clears its time', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    ctx.clock.hold()
    const a = await generate(cookie)
    const past = await post(cookie, `${a.id}/schedule`, {
      scheduledTime: new Date(ctx.clock().getTime() - 60_000).toISOString(),
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().message).toBe('Scheduled time must be in the future')
    expect((await post(cookie, `${a.id}/reject`, { reason: '  ' })).statusCode).toBe(400)
    const future = new Date(ctx.clock().getTime() + 3_600_000).toISOString()
    const scheduled = await post(cookie, `${a.id}/schedule`, { scheduledTime: future })
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduledTime: future })
    const edit = (payload: Record<string, unknown>) =>
      request(ctx.app, { method: 'PUT', url: `${BASE}/posts/${a.id}/edit`, cookie, payload })
    const noKeywords = await edit({ title: 'T', content: '<p>x</p>', keywords: [' ', ''] })
    expect(noKeywords.statusCode).toBe(400)
    expect(JSON.stringify(noKeywords.json())).toContain('At least one keyword is required')
    const sameContent = await edit({
      title: 'New title',
      content: a.content,
      keywords: [' fees ', 'fees', 'rates'],
    })
    expect(sameContent.json()).toMatchObject({
      scheduledTimeCleared: false,
      post: { status: 'scheduled', keywords: ['fees', 'rates'], title: 'New title' },
    })
    const changed = await edit({
      title: 'New title',
      content: `${a.content}<p>One more paragraph.</p>`,
      keywords: ['fees'],
    })
    expect(changed.json()).toMatchObject({
      scheduledTimeCleared: true,
      post: { status: 'pending_review', scheduledTime: null },
    })
    const rejected = await post(cookie, `${a.id}/reject`, { reason: ' Off topic ' })
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Off topic' })
    expect((await post(cookie, `${a.id}/publish-now`)).statusCode).toBe(409)
  })

  it('publishes now into the public blog, sanitised; published posts are view-only', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const a = await generate(cookie)
    const hostile = `<h2>Safe heading</h2><p>Read <a href="https://example.com/s">the source</a>.</p>${HOSTILE_HTML.join('')}`
    await request(ctx.app, {
      method: 'PUT',
      url: `${BASE}/posts/${a.id}/edit`,
      cookie,
      payload: { title: 'Hostile test', content: hostile, keywords: ['fees'] },
    })
    const published = await post(cookie, `${a.id}/publish-now`)
    expect(published.json()).toMatchObject({ status: 'published', publishedAt: expect.any(String) })
    const slug = String(published.json().blogUrl).replace('/blog/', '')
    const list = (await request(ctx.app, { method: 'GET', url: '/api/blogv2/public/posts' })).json()
    expect(list.map((p: { slug: string }) => p.slug)).toContain(slug)
    const blogPost = (
      await request(ctx.app, { method: 'GET', url: `/api/blogv2/public/posts/${slug}` })
    ).json()
    expect(blogPost).toMatchObject({ title: 'Hostile test', tags: ['fees'] })
    expect(blogPost.contentMd).toContain('## Safe heading')
    expect(blogPost.contentMd).toContain('[the source](https://example.com/s)')
    expect(blogPost.contentMd).not.toMatch(/javascript:|onerror|<script/i)
    const page = await request(ctx.app, { method: 'GET', url: `/blog/${slug}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Safe heading')
    const editAfter = await request(ctx.app, {
      method: 'PUT',
      url: `${BASE}/posts/${a.id}/edit`,
      cookie,
      payload: { title: 'x', content: '<p>x</p>', keywords: ['x'] },
    })
    expect(editAfter.statusCode).toBe(409)
    expect(editAfter.json().message).toBe('Published posts are view-only')
  })

  it('publishes a scheduled post at its time through the job queue, exactly once', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    ctx.clock.hold()
    const a = await generate(cookie)
    const at = new Date(ctx.clock().getTime() + 60_000)
    await post(cookie, `${a.id}/schedule`, { scheduledTime: at.toISOString() })
    await post(cookie, `${a.id}/schedule`, { scheduledTime: at.toISOString() }) // same time: no second job
    const jobs = async () =>
      (
        (await ctx.database.db.execute(
          sql`select status from jobs where type = ${SEO_PUBLISH_JOB}`,
        )) as unknown as {
          rows: { status: string }[]
        }
      ).rows
    expect(await jobs()).toHaveLength(1)
    expect(await runnerAt(() => new Date(at.getTime() - 1000)).runDue()).toBe(0)
    const later = () => new Date(at.getTime() + 1000)
    const [x, y] = await Promise.all([runnerAt(later).runDue(), runnerAt(later).runDue()])
    expect(x + y).toBe(1)
    // The same payload handled again (a duplicate delivery) changes nothing.
    const seo = createSeoAiService({
      repo: createSeoAiRepository(ctx.database.db),
      blog: ctx.app.services.blog,
      providers: async () => [],
      enqueue: ctx.app.platform.jobs.enqueue,
      llm: null,
      brandName: 'ProcessorMatch',
      now: later,
    })
    await seo.runScheduledPublish({ postId: a.id, scheduledTime: at.toISOString() })
    const blogRows = (
      (await ctx.database.db.execute(
        sql`select slug from blog_posts where status = 'Published'`,
      )) as unknown as { rows: unknown[] }
    ).rows
    expect(blogRows).toHaveLength(1)
    const [listed] = (await request(ctx.app, { method: 'GET', url: `${BASE}/posts`, cookie })).json().posts
    expect(listed).toMatchObject({ status: 'published', publishedAt: later().toISOString() })
  })
})

describe('SEO assistant with a model endpoint', () => {
  let mode: 'ok' | 'slow' | 'error' = 'ok'
  let lastBody: { model?: string } = {}
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      lastBody = JSON.parse(body || '{}')
      if (mode === 'error') return res.writeHead(500).end('boom')
      if (mode === 'slow') return setTimeout(() => res.writeHead(200).end('{}'), 1500)
      const article = {
        title: 'Model title',
        content: '<p>Model body</p><script>x()</script>',
        keywords: ['model'],
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(article) } }] }))
    })
  })
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    }),
  )
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // Real time, by necessity: the timeout is the HTTP client's own on a real socket; the slow answer comes
  // 1.5 s late against a 200 ms limit.
  it('uses the endpoint when configured, with a timeout and a clear error', async () => {
    const port = await listening
    const seo = (timeoutMs: number) =>
      createSeoAiService({
        repo: createSeoAiRepository(ctx.database.db),
        blog: ctx.app.services.blog,
        providers: async () => [...PROVIDERS],
        enqueue: ctx.app.platform.jobs.enqueue,
        llm: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'test-model', timeoutMs },
        brandName: 'ProcessorMatch',
        now: ctx.clock,
      })
    const made = await seo(5000).generate('fees')
    expect(made).toMatchObject({
      title: 'Model title',
      content: '<p>Model body</p>',
      source: 'llm',
      keywords: ['model'],
    })
    expect(lastBody.model).toBe('test-model')
    mode = 'slow'
    await expect(seo(200).generate('fees')).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('did not answer within'),
    })
    mode = 'error'
    await expect(seo(5000).generate('fees')).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringContaining('HTTP 500'),
    })
  })
})

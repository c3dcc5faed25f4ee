import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { RECHECK_MS } from '../../src/server/lib/versioned-cache'
import { createPost, postInput, signUpAdmin } from '../../src/server/modules/blog/blog-test-helpers'
import { loadClientAssets } from '../../src/server/ssr/assets'
import { completedAssessment } from '../helpers/checkout'
import { request, setupTestApp, signUp, type TestApp, testEnv } from '../helpers/test-app'

// Signed-out pages are rendered once per content version (ADR 023): what a visitor sees after an edit,
// a publication or a scheduled publication, on this instance at once and on another within the re-check.
const ctx = setupTestApp()
const others: TestApp[] = []
afterAll(async () => {
  for (const app of others) await app.close()
})

const page = (url: string, cookie?: string, app: TestApp = ctx.app) =>
  request(app, { method: 'GET', url, cookie })
const misses = () => ctx.app.services.renderCache.stats().misses
const edit = (cookie: string | undefined, id: string, input: Record<string, unknown>) =>
  request(ctx.app, { method: 'PUT', url: `/api/admin/blogv2/posts/${id}`, cookie, payload: postInput(input) })

describe('signed-out pages rendered once per content version', () => {
  it('a blog post is rendered once, and an edit shows on the next request', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const post = await createPost(ctx.app, cookie, { status: 'Published', title: 'Fees before the edit' })
    expect((await page(`/blog/${post.slug}`)).body).toContain('Fees before the edit')
    const before = ctx.app.services.renderCache.stats()
    for (let i = 0; i < 5; i++) expect((await page(`/blog/${post.slug}`)).statusCode).toBe(200)
    const now = ctx.app.services.renderCache.stats()
    expect([now.hits - before.hits, now.misses - before.misses]).toEqual([5, 0])

    const edited = await edit(cookie, post.id, {
      slug: post.slug,
      status: 'Published',
      title: 'Fees after the edit',
    })
    expect(edited.statusCode).toBe(200)
    const after = await page(`/blog/${post.slug}`)
    expect(after.body).toContain('Fees after the edit')
    expect(after.body).not.toContain('Fees before the edit')
    expect((await page('/blog')).body).toContain('Fees after the edit')
  })

  it('publishing a draft and a scheduled post shows them in the list at once; hiding the blog redirects', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const draft = await createPost(ctx.app, cookie, { title: 'A draft about surcharges' })
    expect((await page('/blog')).body).not.toContain('A draft about surcharges')
    expect((await page(`/blog/${draft.slug}`)).statusCode).toBe(404)
    const published = await request(ctx.app, {
      method: 'POST',
      url: `/api/admin/blogv2/publish/${draft.id}`,
      cookie,
    })
    expect(published.statusCode).toBe(200)
    expect((await page('/blog')).body).toContain('A draft about surcharges')
    expect((await page(`/blog/${draft.slug}`)).statusCode).toBe(200)

    ctx.clock.hold()
    const at = new Date(ctx.clock().getTime() - 1000)
    const scheduled = await createPost(ctx.app, cookie, {
      title: 'A scheduled piece on chargebacks',
      status: 'Scheduled',
      scheduledAt: new Date(ctx.clock().getTime() + 60_000).toISOString(),
    })
    expect((await page('/blog')).body).not.toContain('A scheduled piece on chargebacks')
    await edit(cookie, scheduled.id, {
      slug: scheduled.slug,
      title: 'A scheduled piece on chargebacks',
      status: 'Scheduled',
      scheduledAt: new Date(ctx.clock().getTime() + 30_000).toISOString(),
    })
    await ctx.app.services.blog.publishDue()
    expect((await page('/blog')).body).not.toContain('A scheduled piece on chargebacks')
    // The job's time comes: it publishes, and the list shows it on the next request.
    await ctx.database.db.execute(
      sql`update blog_posts set scheduled_at = ${at.toISOString()} where id = ${scheduled.id}`,
    )
    await ctx.app.services.blog.publishDue()
    expect((await page('/blog')).body).toContain('A scheduled piece on chargebacks')

    const hidden = await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/blogv2/public-access',
      cookie,
      payload: { enabled: false },
    })
    expect(hidden.statusCode).toBe(200)
    const res = await page('/blog')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
  })

  it('another instance on the same database shows an edit within the re-check', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const post = await createPost(ctx.app, cookie, { status: 'Published', title: 'Rates as first written' })
    // Both instances share the test's clock, held: the other sees the edit when the clock says so.
    ctx.clock.hold()
    const other = await buildApp(loadConfig(testEnv), { database: ctx.database, now: ctx.clock })
    others.push(other)
    expect((await page(`/blog/${post.slug}`, undefined, other)).body).toContain('Rates as first written')
    await edit(cookie, post.id, { slug: post.slug, status: 'Published', title: 'Rates as corrected' })
    expect((await page(`/blog/${post.slug}`)).body).toContain('Rates as corrected')
    ctx.clock.advance(RECHECK_MS - 1)
    expect((await page(`/blog/${post.slug}`, undefined, other)).body).toContain('Rates as first written')
    ctx.clock.advance(1)
    expect((await page(`/blog/${post.slug}`, undefined, other)).body).toContain('Rates as corrected')
  })

  it('a recommendation is shared by signed-out visitors only; a signed-in visitor gets their own page', async () => {
    const id = await completedAssessment(ctx.app)
    const first = await page(`/recommendations/${id}`)
    expect(first.statusCode).toBe(200)
    const before = misses()
    expect((await page(`/recommendations/${id}?utm_source=mail`)).body).toBe(first.body)
    expect(misses()).toBe(before)

    const { cookie, user } = await signUp(ctx.app)
    const signedIn = await page(`/recommendations/${id}`, cookie)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.body).toContain(user.email)
    expect(first.body).not.toContain(user.email)
    expect((await page(`/recommendations/${id}`)).body).not.toContain(user.email)

    // An assessment still in progress is never kept: its page follows the wizard's saves.
    const started = await request(ctx.app, {
      method: 'POST',
      url: '/api/assessment/start',
      payload: { email: 'owner-progress@example.com', businessType: 'startup' },
    })
    const openId = started.json().assessment.id as string
    expect((await page(`/recommendations/${openId}`)).statusCode).toBe(200)
    const res = await request(ctx.app, { method: 'GET', url: `/api/assessment/${openId}` })
    expect(res.json().assessment.status).toBe('in_progress')
  })

  it('the shared page carries no nonce; its inline scripts are allowed by hash; compressed once', async () => {
    const res = await page('/methodology')
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('nonce=')
    // The colour-scheme script, and the script that loads the app after the first paint once there is a built
    // app to load (the API suite also runs before the first build).
    const inline = [...res.body.matchAll(/<script(?![^>]*type="application\/)[^>]*>([\s\S]*?)<\/script>/g)]
    expect(inline).toHaveLength(loadClientAssets().script ? 2 : 1)
    for (const [, text] of inline) {
      const hash = createHash('sha256')
        .update(text ?? '')
        .digest('base64')
      expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`)
    }

    const gz = await request(ctx.app, {
      method: 'GET',
      url: '/methodology',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toContain('accept-encoding')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(res.body)
  })

  it('answers kept per version are sent compressed as the client accepts, the same JSON as uncompressed', async () => {
    const id = await completedAssessment(ctx.app)
    for (const url of ['/api/psp-providers', '/api/landing-figures', `/api/assessment/${id}`]) {
      const plain = await page(url)
      const br = await request(ctx.app, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } })
      expect(br.statusCode).toBe(200)
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers['content-type']).toContain('application/json')
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    }
  })

  it("the wizard's first step is shared; an assessment's own step is not", async () => {
    await page('/assessment/start')
    const before = ctx.app.services.renderCache.stats()
    expect((await page('/assessment/start?utm_campaign=spring')).statusCode).toBe(200)
    expect(ctx.app.services.renderCache.stats().hits).toBe(before.hits + 1)
    const started = await request(ctx.app, {
      method: 'POST',
      url: '/api/assessment/start',
      payload: { email: 'owner-wizard@example.com', businessType: 'startup' },
    })
    const id = started.json().assessment.id as string
    const entries = ctx.app.services.renderCache.stats().entries
    expect((await page(`/assessment/${id}`)).statusCode).toBe(200)
    expect(ctx.app.services.renderCache.stats().entries).toBe(entries)
  })
})

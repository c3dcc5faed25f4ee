import { describe, expect, it } from 'vitest'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { createPost, postInput, signUpAdmin } from './blog-test-helpers'

const ctx = setupTestApp()

describe('blog API', () => {
  it('keeps admin calls admin-only: 401 anonymous, 403 for a user', async () => {
    const user = await signUp(ctx.app)
    const calls = [
      { method: 'GET', url: '/api/admin/blogv2/posts' },
      { method: 'GET', url: '/api/admin/blogv2/posts/some-slug' },
      { method: 'POST', url: '/api/admin/blogv2/posts', payload: postInput() },
      { method: 'PUT', url: '/api/admin/blogv2/posts/x', payload: postInput() },
      { method: 'POST', url: '/api/admin/blogv2/publish/x' },
      { method: 'POST', url: '/api/admin/blogv2/generate/fees' },
      { method: 'GET', url: '/api/admin/blogv2/public-access' },
      { method: 'POST', url: '/api/admin/blogv2/public-access', payload: { enabled: false } },
      { method: 'GET', url: '/api/admin/ads/keywords?limit=50' },
      {
        method: 'POST',
        url: '/api/admin/ads/sync-keywords',
        payload: { startDate: '2026-01-01', endDate: '2026-01-31' },
      },
    ] as const
    for (const call of calls) {
      expect((await request(ctx.app, { ...call })).statusCode, `${call.method} ${call.url}`).toBe(401)
      expect(
        (await request(ctx.app, { ...call, cookie: user.cookie })).statusCode,
        `${call.method} ${call.url}`,
      ).toBe(403)
    }
  })

  it('never shows drafts or scheduled posts publicly; publishing makes a post public', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const draft = await createPost(ctx.app, cookie)
    const scheduled = await createPost(ctx.app, cookie, {
      status: 'Scheduled',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    const list = await request(ctx.app, { method: 'GET', url: '/api/blogv2/public/posts?limit=9&offset=0' })
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual([])
    for (const slug of [draft.slug, scheduled.slug]) {
      const one = await request(ctx.app, { method: 'GET', url: `/api/blogv2/public/posts/${slug}` })
      expect(one.statusCode).toBe(404)
      expect(one.json()).toMatchObject({ error: 'NOT_FOUND' })
    }
    const published = await request(ctx.app, {
      method: 'POST',
      url: `/api/admin/blogv2/publish/${draft.id}`,
      cookie,
    })
    expect(published.json()).toMatchObject({ status: 'Published', publishedAt: expect.any(String) })
    const after = await request(ctx.app, { method: 'GET', url: '/api/blogv2/public/posts' })
    expect(after.json().map((p: { slug: string }) => p.slug)).toEqual([draft.slug])
    const one = await request(ctx.app, { method: 'GET', url: `/api/blogv2/public/posts/${draft.slug}` })
    expect(one.json()).toMatchObject({
      slug: draft.slug,
      contentMd: expect.stringContaining('Interchange'),
      tags: ['Fees'],
    })
  })

  it('lists published posts newest first with limit and offset', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const slugs: string[] = []
    // Each post is published a second after the one before, by the app's clock.
    ctx.clock.hold()
    for (let i = 0; i < 4; i++) {
      const post = await createPost(ctx.app, cookie, { status: 'Published' })
      slugs.push(post.slug)
      ctx.clock.advance(1_000)
    }
    const page = await request(ctx.app, { method: 'GET', url: '/api/blogv2/public/posts?limit=3&offset=0' })
    expect(page.json().map((p: { slug: string }) => p.slug)).toEqual(slugs.slice().reverse().slice(0, 3))
    const next = await request(ctx.app, { method: 'GET', url: '/api/blogv2/public/posts?limit=3&offset=3' })
    expect(next.json().map((p: { slug: string }) => p.slug)).toEqual([slugs[0]])
    expect(
      (await request(ctx.app, { method: 'GET', url: '/api/blogv2/public/posts?limit=abc' })).statusCode,
    ).toBe(400)
  })

  it('validates posts (400 in the error shape) and answers 409 on a slug clash', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const bad = await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/blogv2/posts',
      cookie,
      payload: { title: ' ', slug: '', contentMd: '' },
    })
    expect(bad.statusCode).toBe(400)
    const body = bad.json()
    expect(body).toMatchObject({ error: 'VALIDATION_FAILED', requestId: expect.any(String) })
    const messages = body.details.map((d: { message: string }) => d.message)
    expect(messages).toEqual(
      expect.arrayContaining(['Title is required', 'Slug is required', 'Content is required']),
    )

    const badSlug = await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/blogv2/posts',
      cookie,
      payload: postInput({ slug: 'Not A Slug!' }),
    })
    expect(badSlug.statusCode).toBe(400)
    const badImage = await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/blogv2/posts',
      cookie,
      payload: postInput({ heroImageUrl: 'javascript:alert(1)' }),
    })
    expect(badImage.statusCode).toBe(400)

    const first = await createPost(ctx.app, cookie, { slug: 'same-slug' })
    const clash = await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/blogv2/posts',
      cookie,
      payload: postInput({ slug: 'same-slug' }),
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toMatchObject({ error: 'CONFLICT', message: expect.stringContaining('same-slug') })

    const other = await createPost(ctx.app, cookie)
    const renameClash = await request(ctx.app, {
      method: 'PUT',
      url: `/api/admin/blogv2/posts/${other.id}`,
      cookie,
      payload: postInput({ slug: first.slug }),
    })
    expect(renameClash.statusCode).toBe(409)
  })

  it('saves, filters and fetches posts for the admin; tags are trimmed and deduplicated', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const post = await createPost(ctx.app, cookie, {
      title: 'Interchange explained',
      tags: [' Fees ', '', 'fees', 'Interchange'],
    })
    await createPost(ctx.app, cookie, { title: 'Other', tags: ['Contracts'], status: 'Published' })
    const got = await request(ctx.app, { method: 'GET', url: `/api/admin/blogv2/posts/${post.slug}`, cookie })
    expect(got.json()).toMatchObject({
      tags: ['Fees', 'Interchange'],
      authorName: 'ProcessorMatch Editorial Team',
    })

    const q = async (qs: string) =>
      (
        await request(ctx.app, {
          method: 'GET',
          url: `/api/admin/blogv2/posts?limit=20&offset=0&${qs}`,
          cookie,
        })
      ).json()
    expect((await q('status=Draft')).posts.map((p: { id: string }) => p.id)).toEqual([post.id])
    expect((await q('search=interchange')).total).toBe(1)
    expect((await q('tag=contracts')).posts[0].title).toBe('Other')
    expect((await q('search=%25')).total).toBe(0)

    const saved = await request(ctx.app, {
      method: 'PUT',
      url: `/api/admin/blogv2/posts/${post.id}`,
      cookie,
      payload: postInput({ title: 'Renamed', slug: post.slug, status: 'Published', authorName: 'Ana Ruiz' }),
    })
    expect(saved.json()).toMatchObject({ title: 'Renamed', status: 'Published', authorName: 'Ana Ruiz' })
    const missing = await request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/blogv2/posts/nope',
      cookie,
      payload: postInput(),
    })
    expect(missing.statusCode).toBe(404)
  })

  it('switches public access: off hides posts from the public API and redirects blog pages home', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const post = await createPost(ctx.app, cookie, { status: 'Published' })
    expect(
      (await request(ctx.app, { method: 'GET', url: '/api/admin/blogv2/public-access', cookie })).json(),
    ).toEqual({ enabled: true })
    const off = await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/blogv2/public-access',
      cookie,
      payload: { enabled: false },
    })
    expect(off.json()).toEqual({ enabled: false })
    expect((await request(ctx.app, { method: 'GET', url: '/api/blogv2/public/posts' })).statusCode).toBe(404)
    expect(
      (await request(ctx.app, { method: 'GET', url: `/api/blogv2/public/posts/${post.slug}` })).statusCode,
    ).toBe(404)
    expect((await request(ctx.app, { method: 'GET', url: '/api/blogv2/public/status' })).json()).toEqual({
      enabled: false,
    })
    for (const url of ['/blog', `/blog/${post.slug}`]) {
      const page = await request(ctx.app, { method: 'GET', url })
      expect(page.statusCode).toBe(302)
      expect(page.headers.location).toBe('/')
    }
    expect(
      (
        await request(ctx.app, {
          method: 'POST',
          url: '/api/admin/blogv2/public-access',
          cookie,
          payload: { enabled: 'yes' },
        })
      ).statusCode,
    ).toBe(400)
    await request(ctx.app, {
      method: 'POST',
      url: '/api/admin/blogv2/public-access',
      cookie,
      payload: { enabled: true },
    })
    expect((await request(ctx.app, { method: 'GET', url: '/blog' })).statusCode).toBe(200)
  })
})

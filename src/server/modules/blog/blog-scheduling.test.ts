import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'
import { createJobRunner } from '../../jobs/job-runner'
import { millisecondsOf } from '../../lib/clock'
import { createCaches } from '../../lib/versioned-cache'
import { createBlogRepository } from './blog.repository'
import { createBlogService, PUBLISH_JOB } from './blog.service'
import { createPost, postInput, signUpAdmin } from './blog-test-helpers'

const ctx = setupTestApp()
const silent = { info: () => {}, warn: () => {}, error: () => {} }

async function jobRows() {
  const res = await ctx.database.db.execute(
    sql`select type, status, dedupe_key as "dedupeKey" from jobs where type = 'blog.publish' order by created_at`,
  )
  return (res as unknown as { rows: { type: string; status: string; dedupeKey: string | null }[] }).rows
}

/** A job runner with its own blog service and clock, as another app instance would have. */
function runnerAt(clock: () => Date) {
  const jobs = ctx.app.platform.jobs
  const blog = createBlogService({
    repo: createBlogRepository(ctx.database.db),
    enqueue: jobs.enqueue,
    brandName: 'ProcessorMatch',
    now: clock,
    caches: createCaches(millisecondsOf(clock)),
  })
  return createJobRunner({
    repo: jobs,
    handlers: { [PUBLISH_JOB]: (payload) => blog.runScheduledPublish(payload) },
    log: silent,
    now: clock,
  })
}

const isPublic = async (slug: string) =>
  (await request(ctx.app, { method: 'GET', url: `/api/blogv2/public/posts/${slug}` })).statusCode === 200

describe('scheduled publishing', () => {
  it('publishes at the scheduled time, not before, exactly once even with two runners', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    ctx.clock.hold()
    const at = new Date(ctx.clock().getTime() + 60_000)
    const post = await createPost(ctx.app, cookie, { status: 'Scheduled', scheduledAt: at.toISOString() })
    expect(await jobRows()).toEqual([
      { type: 'blog.publish', status: 'queued', dedupeKey: expect.stringContaining(post.id) },
    ])

    // Saving again with the same time does not queue a second job (dedupe key per post and time).
    await request(ctx.app, {
      method: 'PUT',
      url: `/api/admin/blogv2/posts/${post.id}`,
      cookie,
      payload: postInput({ slug: post.slug, status: 'Scheduled', scheduledAt: at.toISOString() }),
    })
    expect(await jobRows()).toHaveLength(1)

    const early = runnerAt(() => new Date(at.getTime() - 1000))
    expect(await early.runDue()).toBe(0)
    expect(await isPublic(post.slug)).toBe(false)

    const later = () => new Date(at.getTime() + 1000)
    const a = runnerAt(later)
    const b = runnerAt(later)
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()])
    expect(ranA + ranB).toBe(1)
    expect(await isPublic(post.slug)).toBe(true)
    expect(await jobRows()).toEqual([{ type: 'blog.publish', status: 'done', dedupeKey: null }])

    const { posts } = (
      await request(ctx.app, { method: 'GET', url: '/api/admin/blogv2/posts?status=Published', cookie })
    ).json()
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({ status: 'Published', publishedAt: later().toISOString() })
  })

  it('publishes a claimed job only once when the same due job is handled twice', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    ctx.clock.hold()
    const at = new Date(ctx.clock().getTime() - 1000)
    const post = await createPost(ctx.app, cookie, { status: 'Scheduled', scheduledAt: at.toISOString() })
    const payload = { postId: post.id, scheduledAt: at.toISOString() }
    const first = ctx.clock()
    await ctx.app.services.blog.runScheduledPublish(payload)
    ctx.clock.advance(1_000)
    await ctx.app.services.blog.runScheduledPublish(payload)
    const got = (
      await request(ctx.app, { method: 'GET', url: `/api/admin/blogv2/posts/${post.slug}`, cookie })
    ).json()
    expect(got.status).toBe('Published')
    // Published by the first run, at its time; the second left it alone.
    expect(got.publishedAt).toBe(first.toISOString())
  })

  it('rescheduling later never publishes at the old time; moving back to Draft cancels it', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    ctx.clock.hold()
    const base = ctx.clock().getTime()
    const oldAt = new Date(base + 60_000)
    const newAt = new Date(base + 3_600_000)
    const post = await createPost(ctx.app, cookie, { status: 'Scheduled', scheduledAt: oldAt.toISOString() })
    await request(ctx.app, {
      method: 'PUT',
      url: `/api/admin/blogv2/posts/${post.id}`,
      cookie,
      payload: postInput({ slug: post.slug, status: 'Scheduled', scheduledAt: newAt.toISOString() }),
    })
    expect(await jobRows()).toHaveLength(2)

    await runnerAt(() => new Date(oldAt.getTime() + 1000)).runDue()
    expect(await isPublic(post.slug)).toBe(false)

    await runnerAt(() => new Date(newAt.getTime() + 1000)).runDue()
    expect(await isPublic(post.slug)).toBe(true)

    const draft = await createPost(ctx.app, cookie, { status: 'Scheduled', scheduledAt: oldAt.toISOString() })
    await request(ctx.app, {
      method: 'PUT',
      url: `/api/admin/blogv2/posts/${draft.id}`,
      cookie,
      payload: postInput({ slug: draft.slug, status: 'Draft' }),
    })
    await runnerAt(() => new Date(oldAt.getTime() + 1000)).runDue()
    expect(await isPublic(draft.slug)).toBe(false)
  })
})

import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { HOSTILE_HTML, looksExecutable } from '../../../../tests/helpers/hostile-html'
import { startSmtpReceiver } from '../../../../tests/helpers/smtp-receiver'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { signUpAdmin } from '../blog/blog-test-helpers'
import { createPitchDeckRepository } from './pitch-deck.repository'
import { createPitchDeckService } from './pitch-deck.service'

const smtp = await startSmtpReceiver()
const ctx = setupTestApp({ SMTP_URL: smtp.url })
afterAll(smtp.close)

const BASE = '/api/admin/pitch-deck'

async function createAccess(cookie: string | undefined, payload: Record<string, unknown>) {
  return request(ctx.app, { method: 'POST', url: `${BASE}/create-access`, cookie, payload })
}

describe('pitch deck API', () => {
  it('is admin-only: 401 signed out, 403 for a user', async () => {
    const user = await signUp(ctx.app)
    const calls = [
      { method: 'GET', url: `${BASE}/content` },
      { method: 'PUT', url: `${BASE}/content`, payload: { content: '<p>x</p>' } },
      { method: 'GET', url: `${BASE}/backups` },
      { method: 'POST', url: `${BASE}/backups/x/restore` },
      { method: 'POST', url: `${BASE}/create-access`, payload: { recipientEmail: 'a@example.com' } },
      { method: 'GET', url: `${BASE}/accesses` },
      { method: 'POST', url: `${BASE}/revoke/abc` },
    ] as const
    for (const call of calls) {
      expect((await request(ctx.app, { ...call })).statusCode, call.url).toBe(401)
      expect((await request(ctx.app, { ...call, cookie: user.cookie })).statusCode, call.url).toBe(403)
    }
  })

  it('sanitises every vector of a hostile corpus on save and on render, keeping the safe markup', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const content = `<h2 onclick="x()">Market</h2><p><a href="https://example.com/a" target="_blank">Source</a></p>${HOSTILE_HTML.join('\n')}`
    const saved = await request(ctx.app, {
      method: 'PUT',
      url: `${BASE}/content`,
      cookie,
      payload: { content },
    })
    expect(saved.statusCode).toBe(200)
    expect(looksExecutable(saved.json().content)).toBe(false)
    expect(saved.json().content).toContain('<h2>Market</h2>')
    expect(saved.json().content).toContain('href="https://example.com/a"')
    // Even a row written around the API is cleaned when it is shown.
    await ctx.database.db.execute(sql`update pitch_deck_content set content = ${HOSTILE_HTML.join('')}`)
    const loaded = await request(ctx.app, { method: 'GET', url: `${BASE}/content`, cookie })
    expect(looksExecutable(loaded.json().content)).toBe(false)
    const access = (await createAccess(cookie, { recipientEmail: 'inv@example.com' })).json()
    const page = await request(ctx.app, { method: 'GET', url: `/pitch-deck/${access.token}` })
    expect(page.statusCode).toBe(200)
    const deck = page.body.slice(page.body.indexOf('pitch-deck-content'))
    expect(deck).not.toMatch(/onerror=|javascript:|<iframe/i)
  })

  it('backs up the previous version on every save; a backup can be restored', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    for (const v of ['<p>one</p>', '<p>two</p>', '<p>three</p>']) {
      expect(
        (await request(ctx.app, { method: 'PUT', url: `${BASE}/content`, cookie, payload: { content: v } }))
          .statusCode,
      ).toBe(200)
    }
    const { backups } = (await request(ctx.app, { method: 'GET', url: `${BASE}/backups`, cookie })).json()
    expect(backups).toHaveLength(2)
    const oldest = backups[backups.length - 1]
    const restored = await request(ctx.app, {
      method: 'POST',
      url: `${BASE}/backups/${oldest.id}/restore`,
      cookie,
    })
    expect(restored.json().content).toBe('<p>one</p>')
    const after = (await request(ctx.app, { method: 'GET', url: `${BASE}/backups`, cookie })).json().backups
    expect(after).toHaveLength(3)
    expect((await request(ctx.app, { method: 'GET', url: `${BASE}/content`, cookie })).json().content).toBe(
      '<p>one</p>',
    )
  })

  it('requires the recipient email, trims the rest, and emails the link over SMTP', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    const missing = await createAccess(cookie, { recipientEmail: '   ' })
    expect(missing.statusCode).toBe(400)
    expect(JSON.stringify(missing.json())).toContain('Recipient email is required')
    const absent = await createAccess(cookie, {})
    expect(JSON.stringify(absent.json())).toContain('Recipient email is required')
    const res = await createAccess(cookie, {
      recipientEmail: ' investor@example.com ',
      recipientName: '  Dana Investor ',
      notes: '  met at demo day ',
    })
    expect(res.statusCode).toBe(201)
    const access = res.json()
    expect(access).toMatchObject({
      recipientEmail: 'investor@example.com',
      recipientName: 'Dana Investor',
      notes: 'met at demo day',
      status: 'Pending',
      remaining: 'Not yet accessed',
      accessCount: 0,
      link: `http://localhost:3000/pitch-deck/${access.token}`,
    })
    expect(access.token.length).toBeGreaterThanOrEqual(40)
    await ctx.app.jobs.runDue()
    const mail = smtp.received.find((m) => m.to === 'investor@example.com')
    expect(mail?.body).toContain(`http://localhost:3000/pitch-deck/${access.token}`)
    expect(mail?.body).toContain('Dana Investor')
  })

  it('serves the noindex page to valid tokens only, counts views, and revokes', async () => {
    const { cookie } = await signUpAdmin(ctx.app)
    await request(ctx.app, {
      method: 'PUT',
      url: `${BASE}/content`,
      cookie,
      payload: { content: '<h2>Our traction</h2>' },
    })
    const made = await request(ctx.app, { method: 'GET', url: '/pitch-deck/made-up-token' })
    expect(made.statusCode).toBe(404)
    expect(made.body).toContain('Pitch Deck Not Found')
    const access = (await createAccess(cookie, { recipientEmail: 'v@example.com' })).json()
    for (let i = 0; i < 2; i++) {
      const page = await request(ctx.app, { method: 'GET', url: `/pitch-deck/${access.token}` })
      expect(page.statusCode).toBe(200)
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"')
      expect(page.body).toContain('Our traction')
    }
    let [listed] = (await request(ctx.app, { method: 'GET', url: `${BASE}/accesses`, cookie })).json()
      .accesses
    expect(listed).toMatchObject({ status: 'Active', accessCount: 2, remaining: '3 days left' })
    expect(listed.firstAccessedAt).toBeTruthy()
    const revoked = await request(ctx.app, { method: 'POST', url: `${BASE}/revoke/${access.token}`, cookie })
    expect(revoked.json()).toMatchObject({ status: 'Revoked', isActive: false })
    const gone = await request(ctx.app, { method: 'GET', url: `/pitch-deck/${access.token}` })
    expect(gone.statusCode).toBe(410)
    expect(gone.body).toContain('This pitch deck link has been revoked.')
    ;[listed] = (await request(ctx.app, { method: 'GET', url: `${BASE}/accesses`, cookie })).json().accesses
    expect(listed.accessCount).toBe(2)
    expect((await request(ctx.app, { method: 'POST', url: `${BASE}/revoke/nope`, cookie })).statusCode).toBe(
      404,
    )
  })

  it('signs the invitation as the team, never with the administrator’s login name', async () => {
    const queued: { variables?: Record<string, unknown> }[] = []
    const service = createPitchDeckService({
      repo: createPitchDeckRepository(ctx.database.db),
      mail: {
        queue: async (input: { variables?: Record<string, unknown> }) => {
          queued.push(input)
          return { id: 'x', status: 'queued' as const }
        },
      },
      publicUrl: 'http://localhost:3000',
      brandName: 'ProcessorMatch',
      now: () => new Date('2026-03-01T10:00:00Z'),
    })
    await service.createAccess({ recipientEmail: 'investor@example.com' })
    expect(queued[0]?.variables).toMatchObject({ senderName: 'The team' })
  })

  it('expires 3 days after the first view, not after creation (clock moved)', async () => {
    let clock = new Date('2026-03-01T10:00:00Z')
    const service = createPitchDeckService({
      repo: createPitchDeckRepository(ctx.database.db),
      mail: { queue: async () => ({ id: 'x', status: 'queued' as const }) },
      publicUrl: 'http://localhost:3000',
      brandName: 'ProcessorMatch',
      now: () => clock,
    })
    const access = await service.createAccess({ recipientEmail: 'clock@example.com' })
    clock = new Date('2026-03-20T10:00:00Z') // long after creation, still unviewed
    expect((await service.listAccesses())[0]).toMatchObject({
      status: 'Pending',
      remaining: 'Not yet accessed',
    })
    const first = await service.view(access.token)
    expect(first.expiresAt).toBe('2026-03-23T10:00:00.000Z')
    clock = new Date('2026-03-21T09:00:00Z')
    await service.view(access.token) // a later view does not move the expiry
    expect((await service.listAccesses())[0]).toMatchObject({
      status: 'Active',
      remaining: '2 days left',
      expiresAt: '2026-03-23T10:00:00.000Z',
      accessCount: 2,
    })
    clock = new Date('2026-03-23T10:00:01Z')
    await expect(service.view(access.token)).rejects.toMatchObject({
      statusCode: 410,
      message: 'This pitch deck link has expired.',
    })
    expect((await service.listAccesses())[0]).toMatchObject({
      status: 'Expired',
      remaining: 'Expired',
      accessCount: 2,
    })
    // The real server's clock is past that expiry too: its page answers 410.
    const page = await request(ctx.app, { method: 'GET', url: `/pitch-deck/${access.token}` })
    expect(page.statusCode).toBe(410)
    expect(page.body).toContain('Link No Longer Available')
  })
})

import { afterAll, describe, expect, it } from 'vitest'
import { startSmtpReceiver } from '../../../../tests/helpers/smtp-receiver'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { signUpAdmin } from '../blog/blog-test-helpers'
import { SUPPORT_LIMITS } from './support.service'

const smtp = await startSmtpReceiver()
const ctx = setupTestApp({ SMTP_URL: smtp.url })
afterAll(smtp.close)

const TOKEN = 'x-support-token'
let ipCounter = 0
const nextIp = () => `10.0.0.${++ipCounter}`

async function send(
  payload: Record<string, unknown>,
  opts: { token?: string; cookie?: string; ip?: string } = {},
) {
  return request(ctx.app, {
    method: 'POST',
    url: '/api/support/messages',
    payload,
    cookie: opts.cookie,
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.token ? { [TOKEN]: opts.token } : {},
  })
}
const visitor = { name: 'Pat Visitor', email: 'pat@example.com', message: 'Do you support Clover?' }

describe('support chat API', () => {
  it('keeps admin calls admin-only', async () => {
    const user = await signUp(ctx.app)
    for (const call of [
      { method: 'GET', url: '/api/admin/support/conversations' },
      { method: 'GET', url: '/api/admin/support/conversations/x' },
      { method: 'POST', url: '/api/admin/support/conversations/x/reply', payload: { message: 'hi' } },
    ] as const) {
      expect((await request(ctx.app, { ...call })).statusCode).toBe(401)
      expect((await request(ctx.app, { ...call, cookie: user.cookie })).statusCode).toBe(403)
    }
  })

  it('validates name, email and message', async () => {
    const res = await send({ name: ' ', email: 'nope', message: '' })
    expect(res.statusCode).toBe(400)
    const text = JSON.stringify(res.json())
    expect(text).toContain('Name is required')
    expect(text).toContain('Please enter a valid email address')
    expect(text).toContain('Message is required')
  })

  it('visitor writes, admin sees unread and replies by email, visitor sees the reply on return', async () => {
    const first = await send({ ...visitor, platform: 'web', supportContext: { page: '/pricing' } })
    expect(first.statusCode).toBe(201)
    const { token } = first.json()
    expect(token.length).toBeGreaterThanOrEqual(40)
    const second = await send({ ...visitor, message: '<img src=x onerror=alert(1)> and Square?' }, { token })
    expect(second.json().messages).toHaveLength(2)

    const { cookie } = await signUpAdmin(ctx.app)
    const list = (
      await request(ctx.app, { method: 'GET', url: '/api/admin/support/conversations', cookie })
    ).json()
    expect(list.totalUnread).toBe(2)
    expect(list.conversations[0]).toMatchObject({
      name: 'Pat Visitor',
      email: 'pat@example.com',
      unread: 2,
      platform: 'web',
      supportContext: { page: '/pricing' },
      lastMessage: '<img src=x onerror=alert(1)> and Square?',
    })
    const id = list.conversations[0].id
    const detail = (
      await request(ctx.app, { method: 'GET', url: `/api/admin/support/conversations/${id}`, cookie })
    ).json()
    expect(detail.messages.map((m: { author: string }) => m.author)).toEqual(['visitor', 'visitor'])
    const after = (
      await request(ctx.app, { method: 'GET', url: '/api/admin/support/conversations', cookie })
    ).json()
    expect(after.totalUnread).toBe(0)

    const blank = await request(ctx.app, {
      method: 'POST',
      url: `/api/admin/support/conversations/${id}/reply`,
      cookie,
      payload: { message: ' ' },
    })
    expect(blank.statusCode).toBe(400)
    const replied = await request(ctx.app, {
      method: 'POST',
      url: `/api/admin/support/conversations/${id}/reply`,
      cookie,
      payload: { message: 'Yes, Clover is in our catalogue <b>today</b>.' },
    })
    expect(replied.statusCode).toBe(201)
    await ctx.app.jobs.runDue()
    const mail = smtp.received.find((m) => m.to === 'pat@example.com')
    expect(mail?.body).toContain('Yes, Clover is in our catalogue &lt;b&gt;today&lt;/b&gt;.')

    const back = await request(ctx.app, {
      method: 'GET',
      url: '/api/support/conversation',
      headers: { [TOKEN]: token },
    })
    expect(back.json()).toMatchObject({ unreadReplies: 1 })
    expect(back.json().messages.at(-1)).toMatchObject({
      author: 'admin',
      body: 'Yes, Clover is in our catalogue <b>today</b>.',
    })
    const again = await request(ctx.app, {
      method: 'GET',
      url: '/api/support/conversation',
      headers: { [TOKEN]: token },
    })
    expect(again.json().unreadReplies).toBe(0)
    const wrong = await request(ctx.app, {
      method: 'GET',
      url: '/api/support/conversation',
      headers: { [TOKEN]: 'made-up' },
    })
    expect(wrong.statusCode).toBe(404)
  })

  it("attaches a signed-in user's id and tier from the session, not from the body", async () => {
    const user = await signUp(ctx.app)
    const res = await send({ ...visitor, userId: 'forged', tier: 'enterprise' }, { cookie: user.cookie })
    expect(res.statusCode).toBe(201)
    const { cookie } = await signUpAdmin(ctx.app)
    const [c] = (
      await request(ctx.app, { method: 'GET', url: '/api/admin/support/conversations', cookie })
    ).json().conversations
    expect(c).toMatchObject({ userId: user.user.id, tier: 'free' })
  })

  it('rate-limits messages per IP with 429 and Retry-After', async () => {
    // Time stands still: the limit's window cannot end before the last attempt, however slow the machine.
    ctx.clock.hold()
    const ip = '10.9.9.9'
    for (let i = 0; i < SUPPORT_LIMITS.perIp.max; i++)
      expect((await send(visitor, { ip })).statusCode).toBe(201)
    const limited = await send(visitor, { ip })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeTruthy()
    expect(limited.json().message).toBe('Too many messages. Please wait a few minutes and try again.')
  })
})

import { describe, expect, it } from 'vitest'
import { createAdmin } from '../../../../tests/helpers/factories'
import { outboxFor } from '../../../../tests/helpers/mailbox-api'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const TOKEN = 'x-support-token'
let ip = 0
const send = (payload: Record<string, unknown>, opts: { token?: string; cookie?: string } = {}) =>
  request(ctx.app, {
    method: 'POST',
    url: '/api/support/messages',
    payload,
    cookie: opts.cookie,
    remoteAddress: `10.9.0.${++ip}`,
    headers: opts.token ? { [TOKEN]: opts.token } : {},
  })

const adminCall = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  request(ctx.app, { method, url, cookie, ...(payload ? { payload } : {}) })

const conversationId = async (admin: string) =>
  (await adminCall(admin, 'GET', '/api/admin/support/conversations')).json().conversations[0].id as string

const repliesTo = async (email: string) =>
  (await outboxFor(ctx.database, email)).filter((m) => m.template_id === 'admin-custom')

describe("support chat: replies go only to the conversation's own address", () => {
  it('keeps the first address when a visitor later gives another; the new one needs the admin to confirm it', async () => {
    const first = await send({ name: 'Pat', email: 'pat-owner@example.com', message: 'Hello' })
    const token = first.json().token as string
    const changed = await send(
      { name: 'Pat', email: 'third-party@example.com', message: 'Send replies here instead' },
      { token },
    )
    expect(changed.statusCode).toBe(201)
    expect(changed.json().email).toBe('pat-owner@example.com')

    const admin = (await createAdmin(ctx.app)).cookie as string
    const id = await conversationId(admin)
    const detail = (await adminCall(admin, 'GET', `/api/admin/support/conversations/${id}`)).json()
    expect(detail).toMatchObject({
      email: 'pat-owner@example.com',
      requestedEmail: 'third-party@example.com',
    })

    await adminCall(admin, 'POST', `/api/admin/support/conversations/${id}/reply`, { message: 'Hi Pat' })
    expect(await repliesTo('third-party@example.com')).toHaveLength(0)
    expect(await repliesTo('pat-owner@example.com')).toHaveLength(1)

    const confirmed = await adminCall(admin, 'POST', `/api/admin/support/conversations/${id}/confirm-email`)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ email: 'third-party@example.com', requestedEmail: null })
    await adminCall(admin, 'POST', `/api/admin/support/conversations/${id}/reply`, { message: 'Noted' })
    expect(await repliesTo('third-party@example.com')).toHaveLength(1)
  })

  it("pins a signed-in user's conversation to the account's address, whatever the form says", async () => {
    const user = await signUp(ctx.app)
    const res = await send(
      { name: 'Sam', email: 'someone-else@example.com', message: 'Question' },
      { cookie: user.cookie },
    )
    expect(res.json().email).toBe(user.email)
    const admin = (await createAdmin(ctx.app)).cookie as string
    const id = await conversationId(admin)
    await adminCall(admin, 'POST', `/api/admin/support/conversations/${id}/reply`, { message: 'Answer' })
    expect(await repliesTo('someone-else@example.com')).toHaveLength(0)
    expect((await repliesTo(user.email)).length).toBe(1)
  })
})

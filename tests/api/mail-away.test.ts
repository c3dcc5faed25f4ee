import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { adminCookie, boughtReport, get, post, rows } from '../helpers/checkout'
import { createTestClock } from '../helpers/clock'
import { markdownTable } from '../helpers/figures'
import { freePort, startSmtpReceiver } from '../helpers/smtp-receiver'
import { setupTestApp, signUp, type TestApp, testEnv, withClock } from '../helpers/test-app'

const ctx = setupTestApp()
// The mailing app's time stands still but for the test's moves: retries come due when the test says.
const clock = createTestClock()
clock.hold()
let app: TestApp | undefined
let smtpPort = 0
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined
const figures: Record<string, string | number>[] = []

/** An app whose mail goes to a real SMTP address that is down until the test starts a server on it. */
async function mailingApp() {
  app ??= withClock(
    await buildApp(loadConfig({ ...testEnv, SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true` }), {
      database: ctx.database,
      now: clock,
    }),
    clock,
  )
  return app
}
const outbox = () =>
  rows<{ to: string; template_id: string; status: string; attempts: number; last_error: string | null }>(
    ctx.database,
    sql`select "to", template_id, status, attempts, last_error from email_outbox order by created_at`,
  )
const bounced = (address: string) => address.startsWith('bounce')

beforeAll(async () => {
  smtpPort = await freePort()
})
afterAll(async () => {
  await app?.close()
  await smtp?.close()
  if (figures.length > 0) console.info(`\nMail away:\n${markdownTable(figures)}`)
})

describe('mail server away', () => {
  it('purchases, sign-ups and resets commit while SMTP is down; each mail is sent exactly once when it returns', async () => {
    const a = await mailingApp()
    // SMTP is down: nothing listens on its port.
    const buyer = await boughtReport(a)
    expect(await rows(ctx.database, sql`select id from reports where id = ${buyer.reportId}`)).toHaveLength(1)
    const member = await signUp(a)
    expect((await get(a, '/api/user', member.cookie)).statusCode).toBe(200)
    for (const email of [buyer.email, member.email]) {
      expect((await post(a, '/api/forgot-password', { email })).statusCode).toBe(200)
    }
    await a.jobs.runDue()
    clock.advance(31_000)
    await a.jobs.runDue()
    const waiting = await outbox()
    expect(waiting.map((m) => m.template_id).sort()).toEqual([
      'activation',
      'activation',
      'password-reset',
      'password-reset',
      'purchase-confirmation',
    ])
    // The buyer's receipt waits for the address to be verified; every other mail waits for the server.
    const held = waiting.filter((m) => m.status === 'held')
    expect(held.map((m) => m.template_id)).toEqual(['purchase-confirmation'])
    expect(
      waiting.filter(
        (m) => m.status !== 'held' && !(m.status === 'queued' && m.attempts >= 1 && m.last_error),
      ),
    ).toEqual([])

    // The administrator sees the mail waiting and why.
    const admin = await adminCookie(a, ctx.database)
    const view = await get(a, '/api/admin/mail-outbox', admin)
    expect(view.statusCode).toBe(200)
    expect(view.json().counts).toMatchObject({ queued: 4, held: 1, sent: 0, failed: 0 })
    expect(view.json().undelivered).toHaveLength(5)
    expect(view.json().undelivered.find((m: { status: string }) => m.status === 'queued')).toMatchObject({
      status: 'queued',
      attempts: expect.any(Number),
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    })

    // SMTP returns; the next retries deliver, and later runs send nothing again.
    smtp = await startSmtpReceiver({ port: smtpPort, refuse: bounced })
    clock.advance(61_000)
    await a.jobs.runDue()
    for (let i = 0; i < 3; i++) {
      clock.advance(10 * 60_000)
      await a.jobs.runDue()
    }
    const to = (email: string) => smtp?.received.filter((m) => m.to === email) ?? []
    expect(to(buyer.email)).toHaveLength(2)
    expect(to(member.email)).toHaveLength(2)
    expect((await outbox()).every((m) => m.status === 'sent' || m.status === 'held')).toBe(true)

    // The reset link that waited for the mail server works.
    const resetMail = to(member.email).find((m) => m.body.includes('reset-password?token='))
    const token = /reset-password\?token=([\w-]+)/.exec(resetMail?.body ?? '')?.[1]
    expect(token).toBeDefined()
    expect(
      (await post(a, '/api/reset-password', { token, newPassword: 'a brand new passphrase' })).statusCode,
    ).toBe(200)
    expect(
      (await post(a, '/api/login', { username: member.email, password: 'a brand new passphrase' }))
        .statusCode,
    ).toBe(200)
    figures.push(
      { figure: 'orders, sign-ups, reset requests committed while SMTP was down', value: '1, 2, 2' },
      {
        figure: 'mails queued while down / delivered after / delivered twice',
        value: `4 / ${smtp.received.length} / 0`,
      },
    )
  })

  it('a mail refused permanently is given up at once and shown to the administrator', async () => {
    const a = await mailingApp()
    smtp ??= await startSmtpReceiver({ port: smtpPort, refuse: bounced })
    const member = await signUp(a, { email: `bounce${Date.now().toString(36)}@example.com` })
    expect((await post(a, '/api/forgot-password', { email: member.email })).statusCode).toBe(200)
    await a.jobs.runDue()
    const [, mail] = await outbox()
    expect(mail).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('550') })
    // Not retried: later runs leave it alone.
    clock.advance(60 * 60_000)
    await a.jobs.runDue()
    expect((await outbox())[0]?.attempts).toBe(1)
    const admin = await adminCookie(a, ctx.database)
    const view = await get(a, '/api/admin/mail-outbox', admin)
    // The sign-up's activation link bounced the same way.
    expect(view.json().counts.failed).toBe(2)
    expect(view.json().undelivered).toHaveLength(2)
    expect(view.json().undelivered).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: member.email,
          status: 'failed',
          template: 'password-reset',
          lastError: expect.stringContaining('No such mailbox'),
        }),
      ]),
    )
    const user = await signUp(a)
    expect((await get(a, '/api/admin/mail-outbox', user.cookie)).statusCode).toBe(403)
    expect((await get(a, '/api/admin/mail-outbox')).statusCode).toBe(401)
    figures.push({
      figure: 'permanent refusal (550): attempts before failed, shown to the admin',
      value: '1, yes',
    })
  })
})

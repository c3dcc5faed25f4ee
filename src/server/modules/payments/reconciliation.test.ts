import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { completedAssessment, paidIntent, post, rows, uniqueEmail } from '../../../../tests/helpers/checkout'
import { createTestClock } from '../../../../tests/helpers/clock'
import { setupTestApp, type TestApp, testEnv } from '../../../../tests/helpers/test-app'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'

const ctx = setupTestApp()
const clock = createTestClock()
clock.hold()
let app: TestApp | undefined

/** An app on the test database whose clock the test moves forward. */
async function clockedApp() {
  app ??= await buildApp(loadConfig(testEnv), { database: ctx.database, now: clock })
  return app
}
afterAll(() => app?.close())

describe('payments.reconcile', () => {
  it('fulfils a succeeded intent the browser never reported, once, with a set-password link', async () => {
    const a = await clockedApp()
    const id = await completedAssessment(a)
    const email = uniqueEmail()
    const { paymentIntentId, confirm, cookie } = await paidIntent(a, id, email)
    expect(confirm.json().status).toBe('succeeded')
    // The buyer closed the tab: no success call. Within the grace period nothing happens.
    await a.jobs.runDue()
    expect(await rows(ctx.database, sql`select id from reports`)).toHaveLength(0)

    clock.advance(16 * 60_000)
    await a.jobs.runDue()
    const reports = await rows<{ payment_intent_id: string }>(
      ctx.database,
      sql`select payment_intent_id from reports`,
    )
    expect(reports).toEqual([{ payment_intent_id: paymentIntentId }])
    const [user] = await rows<{ status: string }>(
      ctx.database,
      sql`select status from users where email = ${email}`,
    )
    expect(user?.status).toBe('pending')
    const mails = await rows<{ template_id: string; text: string }>(
      ctx.database,
      sql`select template_id, text from email_outbox where "to" = ${email} order by template_id`,
    )
    expect(mails.map((m) => m.template_id)).toEqual(['activation', 'purchase-confirmation'])
    expect(mails[0]?.text).toContain('/reset-password?token=')

    // The set-password link activates the account with the buyer's own password.
    const token = /reset-password\?token=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1]
    expect((await post(a, '/api/reset-password', { token, newPassword: 'my own password' })).statusCode).toBe(
      200,
    )
    expect((await post(a, '/api/login', { username: email, password: 'my own password' })).statusCode).toBe(
      200,
    )

    // A later run, or the browser coming back, changes nothing.
    clock.advance(16 * 60_000)
    await a.jobs.runDue()
    const replay = await post(
      a,
      '/api/payment/success',
      { paymentIntentId, email, password: 'another password' },
      cookie,
    )
    expect(replay.statusCode).toBe(200)
    expect(await rows(ctx.database, sql`select id from reports`)).toHaveLength(1)
    expect(
      await rows(ctx.database, sql`select id from email_outbox where template_id = 'activation'`),
    ).toHaveLength(1)
    expect((await post(a, '/api/login', { username: email, password: 'another password' })).statusCode).toBe(
      401,
    )
  })

  it('leaves unpaid intents unfulfilled', async () => {
    const a = await clockedApp()
    const id = await completedAssessment(a)
    await post(a, '/api/create-payment-intent', { assessmentId: id })
    clock.advance(16 * 60_000)
    await a.jobs.runDue()
    expect(await rows(ctx.database, sql`select id from reports`)).toHaveLength(0)
  })
})

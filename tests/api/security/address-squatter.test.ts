import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { codeAt } from '../../../src/server/modules/second-factor/totp'
import { completedAssessment, get, paidIntent, post, rows } from '../../helpers/checkout'
import { request, setupTestApp, signUp, testOrigin } from '../../helpers/test-app'

const ctx = setupTestApp()
const buyerPassword = 'buyer password 1'

async function lastLink(email: string, template: string) {
  const [mail] = await rows<{ text: string }>(
    ctx.database,
    sql`select text from email_outbox where "to" = ${email} and template_id = ${template} order by created_at desc limit 1`,
  )
  const text = mail?.text ?? ''
  return new URL(/https?:\/\/\S+/.exec(text.slice(text.indexOf('http')))?.[0] ?? 'http://x')
}

/** Someone registers the victim's address first, then turns on a second factor and keeps a session. */
async function squat() {
  ctx.clock.hold()
  const squatter = await signUp(ctx.app)
  const setup = await post(ctx.app, '/api/user/second-factor/setup', undefined, squatter.cookie)
  const code = await codeAt(setup.json().secret, ctx.clock())
  expect((await post(ctx.app, '/api/user/second-factor/enable', { code }, squatter.cookie)).statusCode).toBe(
    200,
  )
  // An assessment the squatter made while signed in: it would sit in the owner's history.
  const planted = await completedAssessment(ctx.app, 'startup', squatter.email, squatter.cookie)
  return { squatter, planted }
}

describe('proving an address takes back everything a squatter set on it', () => {
  it("the buyer who paid proves the address and gets in: no squatter's second factor, session or assessments", async () => {
    const { squatter, planted } = await squat()
    // The real owner buys a report with the address, not signed in: it is held for whoever proves it.
    const bought = await completedAssessment(ctx.app, 'startup', squatter.email)
    const { paymentIntentId, cookie } = await paidIntent(ctx.app, bought, squatter.email)
    const paid = await post(
      ctx.app,
      '/api/payment/success',
      { paymentIntentId, email: squatter.email, password: buyerPassword },
      cookie,
    )
    expect(paid.statusCode, paid.body).toBe(200)

    // Before the owner proves the address, the squatter does not see the owner's answers.
    const seen = await get(ctx.app, '/api/user/assessments', squatter.cookie)
    expect(seen.statusCode).toBe(200)
    expect(JSON.stringify(seen.json())).not.toContain(bought)

    const link = await lastLink(squatter.email, 'activation')
    const token = link.searchParams.get('token')
    expect(token).toBeTruthy()
    const reset = await request(ctx.app, {
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, newPassword: 'the owner passphrase' },
      headers: { origin: testOrigin },
    })
    expect(reset.statusCode, reset.body).toBe(200)

    expect((await get(ctx.app, '/api/user', squatter.cookie)).statusCode).toBe(401)
    const login = await post(ctx.app, '/api/login', {
      username: squatter.email,
      password: 'the owner passphrase',
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().mfaRequired).toBeUndefined()
    const owner = login.cookies.find((c) => c.name.endsWith('pm_session'))
    const ownerCookie = `${owner?.name}=${owner?.value}`
    const history = JSON.stringify((await get(ctx.app, '/api/user/assessments', ownerCookie)).json())
    expect(history).toContain(bought)
    expect(history).not.toContain(planted)
  })

  it('a reset by a mailed link on an unproven account removes the second factor and every session', async () => {
    const { squatter } = await squat()
    await request(ctx.app, {
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: squatter.email },
      headers: { origin: testOrigin },
    })
    await ctx.app.jobs.runDue()
    const token = (await lastLink(squatter.email, 'password-reset')).searchParams.get('token')
    const reset = await post(ctx.app, '/api/reset-password', { token, newPassword: 'the owner passphrase' })
    expect(reset.statusCode).toBe(200)
    const factors = await rows(
      ctx.database,
      sql`select 1 from user_second_factors where user_id = ${squatter.user.id}`,
    )
    expect(factors).toEqual([])
    expect(await rows(ctx.database, sql`select 1 from sessions where user_id = ${squatter.user.id}`)).toEqual(
      [],
    )
  })
})

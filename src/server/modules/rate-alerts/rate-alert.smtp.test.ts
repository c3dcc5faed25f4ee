import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { adminCookie, boughtReport, get, post } from '../../../../tests/helpers/checkout'
import { verifyAddress } from '../../../../tests/helpers/mailbox-api'
import { startSmtpReceiver } from '../../../../tests/helpers/smtp-receiver'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'

const smtp = await startSmtpReceiver()
const ctx = setupTestApp({ SMTP_URL: smtp.url })
afterAll(() => smtp.close())

/** Rate-alert mails received by one address (the purchase confirmation is left out). */
const mailsTo = (email: string) =>
  smtp.received
    .filter((m) => m.to === email)
    .map((m) => m.body)
    .filter((text) => text.includes('of your alerts found recorded fee changes'))

describe('fee change → rate history → alert email through a real SMTP server', () => {
  it('mails an immediate alert at once with old and new rate and the monthly cost effect; digests wait', async () => {
    const immediate = await boughtReport(ctx.app)
    const daily = await boughtReport(ctx.app)
    const decrease = await boughtReport(ctx.app)
    const paused = await boughtReport(ctx.app)
    for (const buyer of [immediate, daily, decrease, paused]) {
      // Proving the address ends the sessions opened before it: the link's session is the buyer's now.
      buyer.session = (await verifyAddress(ctx.app, ctx.database, buyer.email)) ?? buyer.session
    }
    const watch = (session: string, type: string, frequency: string) =>
      post(ctx.app, '/api/user/rate-alerts', { providerId: 'stripe', type, frequency }, session)
    expect((await watch(immediate.session, 'increase', 'immediate')).statusCode).toBe(201)
    expect((await watch(daily.session, 'any', 'daily')).statusCode).toBe(201)
    expect((await watch(decrease.session, 'decrease', 'immediate')).statusCode).toBe(201)
    const pausedId = (await watch(paused.session, 'any', 'immediate')).json().id
    await request(ctx.app, {
      method: 'PUT',
      url: `/api/user/rate-alerts/${pausedId}`,
      payload: { status: 'paused' },
      cookie: paused.session,
    })

    const before = (await get(ctx.app, '/api/psp-providers'))
      .json()
      .find((p: { id: string }) => p.id === 'stripe')
    const admin = await adminCookie(ctx.app, ctx.database)
    const res = await request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/providers/stripe',
      payload: { transactionFeePercent: 3.4, sourceUrl: 'https://stripe.com/pricing', asOf: '2026-11-24' },
      cookie: admin,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().alertsQueued).toBe(2)
    expect(
      (await get(ctx.app, '/api/rate-history?providerId=stripe')).json()[0].new.transactionFeePercent,
    ).toBe(3.4)

    // The job runner (every second in production) runs the alert job, then the mail job.
    await ctx.app.jobs.runDue()
    const [mail] = mailsTo(immediate.email)
    expect(mail).toBeDefined()
    expect(mail).toContain('Stripe changed its rates')
    expect(mail).toContain(
      `Old rate: ${before.transactionFeePercent}% + $${before.transactionFeeFixed.toFixed(2)}`,
    )
    expect(mail).toContain('New rate: 3.4% + $')
    // 400 transactions, $20,000 a month (the buyer's assessment): the engine prices both rates.
    expect(mail).toMatch(
      /For your 400 transactions and \$20,000\.00 a month, your monthly cost with Stripe would go from \$[\d,.]+ to \$[\d,.]+ \(up \$[\d,.]+ a month\)/,
    )
    expect(mail).toContain('https://stripe.com/pricing')
    expect(mailsTo(daily.email)).toHaveLength(0)
    expect(mailsTo(decrease.email)).toHaveLength(0)
    expect(mailsTo(paused.email)).toHaveLength(0)

    // A second run sends nothing new; the daily digest goes once its day has passed.
    await ctx.app.jobs.runDue()
    expect(mailsTo(immediate.email)).toHaveLength(1)
    expect(await ctx.app.services.rateAlerts.runDigests()).toBe(0)
    await ctx.database.db.execute(
      sql`update rate_alerts set created_at = now() - interval '25 hours' where frequency = 'daily'`,
    )
    expect(await ctx.app.services.rateAlerts.runDigests()).toBe(1)
    await ctx.app.jobs.runDue()
    const digest = mailsTo(daily.email)
    expect(digest).toHaveLength(1)
    expect(digest[0]).toContain('New rate: 3.4% + $')
    const alerts = (await get(ctx.app, '/api/user/rate-alerts', daily.session)).json()
    expect(alerts[0].lastNotifiedAt).not.toBeNull()
  })

  it('reads the report the dashboard tools read: a thinner newer quick assessment does not replace its figures', async () => {
    const buyer = await boughtReport(ctx.app)
    buyer.session = (await verifyAddress(ctx.app, ctx.database, buyer.email)) ?? buyer.session
    // A quick assessment from the dashboard, after the purchase: no provider, no fees, other sales.
    const quick = await post(
      ctx.app,
      '/api/user/new-assessment',
      {
        businessType: 'startup',
        industryType: 'professional',
        monthlyTransactions: 100,
        averageTransactionAmount: 100,
        features: [],
      },
      buyer.session,
    )
    expect(quick.statusCode, quick.body).toBe(201)
    const reports = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(reports[0].id).toBe(quick.json().reportId)
    const bought = reports.find((r: { id: string }) => r.id === buyer.reportId)
    const stay = bought.advice?.options.find((o: { kind: string }) => o.kind === 'stay')
    const from =
      stay?.providerId === 'stripe' && bought.advice.currentMonthlyCents !== null
        ? bought.advice.currentMonthlyCents
        : bought.recommendations.find((r: { pspProvider: { id: string } }) => r.pspProvider.id === 'stripe')
            .estimatedMonthlyCostCents
    const made = await post(
      ctx.app,
      '/api/user/rate-alerts',
      { providerId: 'stripe', type: 'any', frequency: 'immediate' },
      buyer.session,
    )
    expect(made.statusCode).toBe(201)

    const admin = await adminCookie(ctx.app, ctx.database)
    const res = await request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/providers/stripe',
      payload: { transactionFeePercent: 3.6, sourceUrl: 'https://stripe.com/pricing', asOf: '2026-11-25' },
      cookie: admin,
    })
    expect(res.statusCode, res.body).toBe(200)
    await ctx.app.jobs.runDue()
    const [mail] = mailsTo(buyer.email)
    expect(mail).toBeDefined()
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    expect(mail).toContain(
      `For your 400 transactions and $20,000.00 a month, your monthly cost with Stripe would go from ${dollars(from)} to`,
    )
    expect(mail).not.toContain('100 transactions')
  })
})

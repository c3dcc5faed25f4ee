import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminCookie, boughtReport, get, post, rows } from '../../../../tests/helpers/checkout'
import { verifyAddress } from '../../../../tests/helpers/mailbox-api'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const answers = {
  businessType: 'established',
  industryType: 'ecommerce',
  monthlyTransactions: 400,
  totalMonthlyVolume: 20000,
  currentProvider: 'PayPal',
  features: ['low-fees', 'recurring'],
  assessmentData: { integrations: ['ecommerce-platform'], timeline: 'soon' },
}
const quick = {
  businessType: 'established',
  industryType: 'restaurant',
  monthlyTransactions: 1200,
  averageTransactionAmount: 41.67,
  features: ['low-fees'],
}

/** What a signed-in browser can do with its paid plan, one capability per key. */
async function capabilities(session: string) {
  const tier = (await get(ctx.app, '/api/user', session)).json().tier as string
  const estimate = await request(ctx.app, {
    method: 'POST',
    url: '/api/estimate',
    payload: answers,
    cookie: session,
  })
  const alerts = await get(ctx.app, '/api/user/rate-alerts', session)
  const checklist = await get(ctx.app, '/api/user/optimization-checklist', session)
  const made = await post(ctx.app, '/api/user/new-assessment', quick, session)
  return {
    /** The dashboard's tools unlock from the tier the account answers. */
    tier,
    fullRanking: estimate.json().recommendations.length > 1,
    rateAlerts: alerts.statusCode === 200,
    optimisationTools: checklist.statusCode === 200,
    newReports: Boolean(made.json().reportId),
  }
}

const paid = {
  tier: 'startup',
  fullRanking: true,
  rateAlerts: true,
  optimisationTools: true,
  newReports: true,
}
const free = {
  tier: 'free',
  fullRanking: false,
  rateAlerts: false,
  optimisationTools: false,
  newReports: false,
}

const refund = async (reportId: string) => {
  const res = await post(
    ctx.app,
    `/api/admin/reports/${reportId}/refund`,
    undefined,
    await adminCookie(ctx.app),
  )
  expect(res.statusCode).toBe(200)
}

describe('what a purchase unlocks follows what is paid, not refunded and not expired', () => {
  it('a buyer has every paid capability; after a refund, none of them', async () => {
    const buyer = await boughtReport(ctx.app)
    expect(await capabilities(buyer.session)).toEqual(paid)
    await refund(buyer.reportId)
    expect(await capabilities(buyer.session)).toEqual(free)
  })

  it('access ends when the bought report expires (30 days), and reports made since do not extend it', async () => {
    const buyer = await boughtReport(ctx.app)
    expect(await capabilities(buyer.session)).toEqual(paid)
    await ctx.database.db.execute(
      sql`update reports set expires_at = now() - interval '1 day' where id = ${buyer.reportId}`,
    )
    expect(await capabilities(buyer.session)).toEqual(free)
  })

  it('a second purchase still paid keeps the plan when the first is refunded', async () => {
    const buyer = await boughtReport(ctx.app)
    await ctx.database.db.execute(
      sql`insert into reports (id, user_id, assessment_id, report_type, amount_cents, is_paid, snapshot, expires_at)
          select 'second-' || id, user_id, assessment_id, 'paid_enterprise', 49999, true, snapshot, now() + interval '30 days'
          from reports where id = ${buyer.reportId}`,
    )
    await refund(buyer.reportId)
    expect(await capabilities(buyer.session)).toEqual({ ...paid, tier: 'enterprise' })
  })

  it('reports made from the dashboard end with the plan: after a refund or the plan’s expiry, the card alone', async () => {
    type Card = { id: string; assessmentId: string; expired: boolean; recommendations: unknown[] }
    const card = async (session: string, id: string) =>
      ((await get(ctx.app, '/api/user/reports', session)).json() as Card[]).find((r) => r.id === id)
    const included = async (session: string) => {
      const made = await post(ctx.app, '/api/user/new-assessment', quick, session)
      expect(made.statusCode, made.body).toBe(201)
      const id = made.json().reportId as string
      expect(await card(session, id)).toMatchObject({ expired: false })
      expect((await card(session, id))?.recommendations.length).toBeGreaterThan(1)
      return id
    }
    const ended = async (session: string, id: string) => {
      expect(await card(session, id)).toMatchObject({ expired: true, recommendations: [] })
      for (const url of [`/api/report/${id}/download`, `/api/report/${id}/document`]) {
        const res = await get(ctx.app, url, session)
        expect(res.statusCode, url).toBe(410)
        expect(res.json().message).toBe(
          'This report came with a paid plan that has ended. Buy a new report to see current figures.',
        )
      }
    }

    const refunded = await boughtReport(ctx.app)
    const made = await included(refunded.session)
    const madeAssessment = (
      (await get(ctx.app, '/api/user/reports', refunded.session)).json() as Card[]
    ).find((r) => r.id === made)?.assessmentId as string
    const ranking = async () =>
      (await get(ctx.app, `/api/assessment/${madeAssessment}`, refunded.session)).json()
    expect((await ranking()).recommendations.length).toBeGreaterThan(1)
    await refund(refunded.reportId)
    await ended(refunded.session, made)
    // The assessment behind it shows its owner what anyone sees: the top match.
    expect(await ranking()).toMatchObject({ ownedReportId: null, recommendations: [expect.anything()] })

    const lapsed = await boughtReport(ctx.app)
    const madeLater = await included(lapsed.session)
    await ctx.database.db.execute(
      sql`update reports set expires_at = now() - interval '1 day' where id = ${lapsed.reportId}`,
    )
    await ended(lapsed.session, madeLater)
  })

  it('a report that came with a higher plan ends when a refund takes the plan down to a lower one', async () => {
    const buyer = await boughtReport(ctx.app, 'startup')
    await ctx.database.db.execute(
      sql`insert into reports (id, user_id, assessment_id, report_type, amount_cents, is_paid, snapshot, expires_at)
          select 'upgrade-' || id, user_id, assessment_id, 'paid_enterprise', 49999, true, snapshot, now() + interval '30 days'
          from reports where id = ${buyer.reportId}`,
    )
    const made = await post(ctx.app, '/api/user/new-assessment', quick, buyer.session)
    const id = made.json().reportId as string
    expect((await get(ctx.app, `/api/report/${id}/document`, buyer.session)).statusCode).not.toBe(410)
    await refund(`upgrade-${buyer.reportId}`)
    expect((await get(ctx.app, '/api/user', buyer.session)).json().tier).toBe('startup')
    expect((await get(ctx.app, `/api/report/${id}/document`, buyer.session)).statusCode).toBe(410)
    expect((await get(ctx.app, `/api/report/${buyer.reportId}/document`, buyer.session)).statusCode).not.toBe(
      410,
    )
  })

  it('a refunded buyer’s alerts stop mailing', async () => {
    const buyer = await boughtReport(ctx.app)
    buyer.session = (await verifyAddress(ctx.app, ctx.database, buyer.email)) ?? buyer.session
    const alert = { providerId: 'stripe', type: 'any', frequency: 'immediate' }
    expect((await post(ctx.app, '/api/user/rate-alerts', alert, buyer.session)).statusCode).toBe(201)
    await refund(buyer.reportId)
    const admin = await adminCookie(ctx.app)
    const res = await request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/providers/stripe',
      payload: { transactionFeePercent: 3.4, sourceUrl: 'https://stripe.com/pricing', asOf: '2026-11-24' },
      cookie: admin,
    })
    expect(res.statusCode, res.body).toBe(200)
    await ctx.app.jobs.runDue()
    const mails = await rows<{ to: string }>(
      ctx.database,
      sql`select "to" from email_outbox where template_id = 'rate-alert-digest'`,
    )
    expect(mails.map((m) => m.to)).not.toContain(buyer.email)
  })

  it('a plan the administrator gave keeps working without a purchase', async () => {
    const user = await signUp(ctx.app)
    await ctx.database.db.execute(sql`update users set tier = 'startup' where email = ${user.email}`)
    expect(await capabilities(user.cookie as string)).toEqual(paid)
  })
})

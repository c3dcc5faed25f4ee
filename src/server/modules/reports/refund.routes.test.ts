import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminCookie, boughtReport, get, post, rows } from '../../../../tests/helpers/checkout'
import { setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a long admin password' })

const mails = (template: string) =>
  rows<{ to: string; text: string }>(
    ctx.database,
    sql`select "to", text from email_outbox where template_id = ${template} order by created_at`,
  )

const reportCard = async (session: string, id: string) =>
  (
    (await get(ctx.app, '/api/user/reports', session)).json() as {
      id: string
      refund: unknown
      expired: boolean
    }[]
  ).find((r) => r.id === id)

describe('the 3-day money-back guarantee', () => {
  it('lets the owner ask within three days, tells the administrator, and asking twice changes nothing', async () => {
    const buyer = await boughtReport(ctx.app)
    expect(await reportCard(buyer.session, buyer.reportId)).toMatchObject({ refund: { status: 'available' } })

    const asked = await post(
      ctx.app,
      `/api/user/reports/${buyer.reportId}/refund-request`,
      { reason: 'Not for us' },
      buyer.session,
    )
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toMatchObject({ status: 'requested' })
    const again = await post(ctx.app, `/api/user/reports/${buyer.reportId}/refund-request`, {}, buyer.session)
    expect(again.json()).toMatchObject({ status: 'requested' })

    const told = await mails('refund-requested')
    expect(told).toHaveLength(1)
    expect(told[0]?.to).toBe('owner@example.com')
    expect(told[0]?.text).toContain(buyer.email)
    expect(told[0]?.text).toContain('Not for us')
    expect(told[0]?.text).toContain('$49.99')
  })

  it('refuses after three days, for someone else’s report, and signed out', async () => {
    const buyer = await boughtReport(ctx.app)
    const other = await signUp(ctx.app)
    const url = `/api/user/reports/${buyer.reportId}/refund-request`
    expect((await post(ctx.app, url, {})).statusCode).toBe(401)
    const stranger = await post(ctx.app, url, {}, other.cookie)
    expect(stranger.statusCode).toBe(404)

    await ctx.database.db.execute(
      sql`update reports set created_at = now() - interval '4 days' where id = ${buyer.reportId}`,
    )
    const late = await post(ctx.app, url, {}, buyer.session)
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toMatch(/within 3 days of purchase/)
    expect(await reportCard(buyer.session, buyer.reportId)).toMatchObject({
      refund: { status: 'unavailable' },
    })
  })

  it('lets only the administrator refund: the report is revoked, the buyer is told, and a second refund is refused', async () => {
    const buyer = await boughtReport(ctx.app)
    const url = `/api/admin/reports/${buyer.reportId}/refund`
    expect((await post(ctx.app, url, undefined, buyer.session)).statusCode).toBe(403)
    expect((await post(ctx.app, url)).statusCode).toBe(401)

    const admin = await adminCookie(ctx.app, ctx.database)
    const refunded = await post(ctx.app, url, undefined, admin)
    expect(refunded.statusCode).toBe(200)
    expect(refunded.json()).toMatchObject({ status: 'refunded' })
    expect((await post(ctx.app, url, undefined, admin)).statusCode).toBe(409)

    const download = await get(ctx.app, `/api/report/${buyer.reportId}/download`, buyer.session)
    expect(download.statusCode).toBe(410)
    expect(download.json().message).toMatch(/was refunded on/)
    const card = await reportCard(buyer.session, buyer.reportId)
    expect(card).toMatchObject({ refund: { status: 'refunded' }, expired: true })
    // The card stays; its content (answers and the analysis) is no longer served.
    expect(card).toMatchObject({
      assessment: {},
      recommendations: [],
      advice: null,
      assumptions: null,
      excluded: [],
    })
    const assessment = (await get(ctx.app, `/api/assessment/${buyer.assessmentId}`, buyer.session)).json()
    expect(assessment.ownedReportId).toBeNull()

    const told = await mails('refund-issued')
    expect(told.map((m) => m.to)).toEqual([buyer.email])
    expect(told[0]?.text).toContain('$49.99')
  })
})

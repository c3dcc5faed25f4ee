import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { boughtReport, completedAssessment, get, post, rows } from '../../../../tests/helpers/checkout'
import { setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const quick = {
  businessType: 'established',
  industryType: 'restaurant',
  monthlyTransactions: 1200,
  averageTransactionAmount: 41.67,
  totalMonthlyVolume: 50000,
  features: ['low-fees', 'mobile-friendly'],
}

describe('GET /api/user/assessments', () => {
  it('lists what the buyer bought, with its report, and never anyone else’s', async () => {
    const buyer = await boughtReport(ctx.app)
    const stranger = await signUp(ctx.app)
    const mine = await get(ctx.app, '/api/user/assessments', buyer.session)
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['cache-control']).toBe('no-store')
    expect(mine.json()).toEqual([
      expect.objectContaining({
        id: buyer.assessmentId,
        businessType: 'startup',
        reportId: buyer.reportId,
        assessmentData: expect.objectContaining({
          industryType: 'ecommerce',
          monthlyTransactions: 400,
          averageTransactionAmount: 50,
          currentProvider: 'Stripe',
          features: ['low-fees', 'easy-setup'],
          step: 5,
        }),
      }),
    ])
    expect((await get(ctx.app, '/api/user/assessments', stranger.cookie)).json()).toEqual([])
    expect((await get(ctx.app, '/api/user/assessments')).statusCode).toBe(401)
  })

  it('keeps an assessment completed while signed in, without a report', async () => {
    const user = await signUp(ctx.app)
    const id = await completedAssessment(ctx.app, 'startup', user.email, user.cookie)
    const list = (await get(ctx.app, '/api/user/assessments', user.cookie)).json()
    expect(list).toHaveLength(1)
    expect(list[0].id).toBe(id)
    expect(list[0].reportId).toBeUndefined()
  })
})

describe('POST /api/user/new-assessment', () => {
  it('ranks a free user’s figures without making a report', async () => {
    const user = await signUp(ctx.app)
    const res = await post(ctx.app, '/api/user/new-assessment', quick, user.cookie)
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ ok: true, assessmentId: expect.any(String) })
    expect(body.reportId).toBeUndefined()
    expect(body.message).toMatch(
      /^Your assessment is ready: .+ is your best match at about \$[\d,]+\.\d{2} a month\.$/,
    )
    const list = (await get(ctx.app, '/api/user/assessments', user.cookie)).json()
    expect(list[0]).toMatchObject({
      id: body.assessmentId,
      businessType: 'established',
      assessmentData: {
        industryType: 'restaurant',
        monthlyTransactions: 1200,
        averageTransactionAmount: 41.67,
      },
    })
    // The volume typed is the volume ranked, not transactions × a rounded average.
    const [stored] = await rows<{ total_monthly_volume: string }>(
      ctx.database,
      sql`select total_monthly_volume from assessments where id = ${body.assessmentId}`,
    )
    expect(stored?.total_monthly_volume).toBe('50000.00')
    expect(list[0].assessmentData.step).toBeUndefined()
  })

  it('gives a paid buyer a new report of their tier, listed with the full ranking', async () => {
    const buyer = await boughtReport(ctx.app, 'enterprise')
    const res = await post(ctx.app, '/api/user/new-assessment', quick, buyer.session)
    expect(res.statusCode).toBe(201)
    const { reportId, assessmentId, message } = res.json()
    expect(reportId).toEqual(expect.any(String))
    expect(message).toContain('A new Enterprise PSP Analysis Report is in My Reports.')
    const reports = (await get(ctx.app, '/api/user/reports', buyer.session)).json()
    expect(reports.map((r: { id: string }) => r.id)).toEqual([reportId, buyer.reportId])
    expect(reports[0]).toMatchObject({
      assessmentId,
      reportType: 'paid_enterprise',
      amount: 0,
      isPaid: false,
    })
    expect(reports[0].recommendations.length).toBeGreaterThan(5)
    const history = (await get(ctx.app, '/api/user/assessments', buyer.session)).json()
    expect(history[0]).toMatchObject({ id: assessmentId, reportId })
  })

  it('refuses missing transaction figures with a clear message, storing nothing', async () => {
    const user = await signUp(ctx.app)
    for (const missing of ['monthlyTransactions', 'averageTransactionAmount']) {
      const { [missing as keyof typeof quick]: _, ...rest } = quick
      const res = await post(
        ctx.app,
        '/api/user/new-assessment',
        { ...rest, totalMonthlyVolume: undefined },
        user.cookie,
      )
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/must be a number/)
    }
    expect((await get(ctx.app, '/api/user/assessments', user.cookie)).json()).toEqual([])
    expect((await post(ctx.app, '/api/user/new-assessment', quick)).statusCode).toBe(401)
  })
})

describe('POST /api/user/new-assessment with the answers that decide the advice', () => {
  const deciding = {
    currentProvider: 'Square',
    lastMonthFees: 1450,
    posSoftware: 'square',
    channelSplit: { cardPresent: 0.9, online: 0.1, keyed: 0 },
    restrictedCategory: 'none',
  }

  it('stores them with the assessment and prices today from them', async () => {
    const user = await signUp(ctx.app)
    const res = await post(ctx.app, '/api/user/new-assessment', { ...quick, ...deciding }, user.cookie)
    expect(res.statusCode).toBe(201)
    const { assessmentId } = res.json()
    const [history] = (await get(ctx.app, '/api/user/assessments', user.cookie)).json()
    expect(history).toMatchObject({
      id: assessmentId,
      assessmentData: {
        currentProvider: 'Square',
        lastMonthFees: 1450,
        posSoftware: 'square',
        channelSplit: deciding.channelSplit,
        restrictedCategory: 'none',
      },
    })
    const view = (await get(ctx.app, `/api/assessment/${assessmentId}`, user.cookie)).json()
    expect(view.assessment.currentProvider).toBe('Square')
    expect(view.savings).toMatchObject({ baselineSource: 'last_month_fees', currentMonthlyCost: 1450 })
    expect(view.advice.currentMonthlyCents).toBe(145_000)
    expect(view.advice.incumbent.source).toBe('last_month_fees')
    expect(view.advice.options[0]).toMatchObject({
      kind: expect.any(String),
      horizonCostCents: expect.any(Number),
    })
  })

  it.each([
    [{ posSoftware: 'abacus' }, 'Choose point-of-sale software from the list.'],
    [{ restrictedCategory: 'lottery' }, 'Choose a product category from the list.'],
    [
      { channelSplit: { cardPresent: 0.5, online: 0.4, keyed: 0.4 } },
      'The in-person, online and keyed shares must add up to 100%.',
    ],
    [{ lastMonthFees: -5 }, 'Last month’s fees cannot be negative.'],
    [{ lastMonthFees: 12.345 }, 'Last month’s fees can have at most 2 decimal places.'],
    [
      { lastMonthFees: 9000 },
      'Last month’s fees are more than 15% of your card volume: check both figures (fees are usually 2–4%).',
    ],
    [{ currentProvider: 'x'.repeat(101) }, 'The provider name is too long (100 characters at most).'],
  ])('refuses %j with the schema’s message, storing nothing', async (bad, message) => {
    const user = await signUp(ctx.app)
    const res = await post(ctx.app, '/api/user/new-assessment', { ...quick, ...bad }, user.cookie)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message,
      requestId: expect.any(String),
    })
    expect((await get(ctx.app, '/api/user/assessments', user.cookie)).json()).toEqual([])
  })
})

describe('GET /api/assessment/:id for the owner of its report', () => {
  it('answers the whole ranking and the report id to the buyer, the free top match to anyone else', async () => {
    const buyer = await boughtReport(ctx.app)
    const owner = (await get(ctx.app, `/api/assessment/${buyer.assessmentId}`, buyer.session)).json()
    expect(owner.ownedReportId).toBe(buyer.reportId)
    expect(owner.recommendations.length).toBe(owner.optionsAnalysed)
    expect(owner.teasers).toEqual([])

    const stranger = await signUp(ctx.app)
    for (const viewer of [undefined, stranger.cookie]) {
      const other = (await get(ctx.app, `/api/assessment/${buyer.assessmentId}`, viewer)).json()
      expect(other.ownedReportId).toBeNull()
      expect(other.recommendations).toHaveLength(1)
      expect(other.teasers.length).toBeGreaterThan(0)
    }

    // Once the report has expired, the page is the free one again.
    await rows(
      ctx.database,
      sql`update reports set expires_at = now() - interval '1 day' where id = ${buyer.reportId}`,
    )
    const expired = (await get(ctx.app, `/api/assessment/${buyer.assessmentId}`, buyer.session)).json()
    expect(expired.ownedReportId).toBeNull()
    expect(expired.recommendations).toHaveLength(1)
  })
})

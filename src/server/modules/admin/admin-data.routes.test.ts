import { describe, expect, it } from 'vitest'
import {
  adminCookie,
  boughtReport,
  completedAssessment,
  get,
  post,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import { setupTestApp, signUp } from '../../../../tests/helpers/test-app'
import { expectAdminOnly } from './admin-test-helpers'

const ctx = setupTestApp()

describe('admin data: access', () => {
  it('answers 401 signed out and 403 to a user', async () => {
    const user = await signUp(ctx.app)
    await expectAdminOnly(
      ctx.app,
      ['/api/admin/assessments', '/api/admin/reports', '/api/admin/providers', '/api/admin/stats'].map(
        (url) => ({
          method: 'GET' as const,
          url,
        }),
      ),
      user.cookie,
    )
  })
})

describe('GET /api/admin/assessments and /api/admin/reports', () => {
  it('lists every assessment with progress and every report with amount and paid state; the PDF downloads', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const bought = await boughtReport(ctx.app, 'established')
    const started = await post(ctx.app, '/api/assessment/start', {
      email: uniqueEmail('lead'),
      businessType: 'startup',
    })
    const startedId = started.json().assessment.id
    const list = (await get(ctx.app, '/api/admin/assessments', admin)).json().assessments
    expect(list.find((a: { id: string }) => a.id === startedId)).toMatchObject({
      status: 'in_progress',
      currentStep: 2,
      maxStep: 5,
      stepDescription: 'Business Type',
      progressPercentage: 40,
    })
    expect(list.find((a: { id: string }) => a.id === bought.assessmentId)).toMatchObject({
      status: 'completed',
      progressPercentage: 100,
      monthlyTransactions: 400,
      totalMonthlyVolume: 20000,
      averageTransactionAmount: 50,
      industryType: 'ecommerce',
    })
    const reports = (await get(ctx.app, '/api/admin/reports', admin)).json().reports
    expect(reports).toEqual([
      expect.objectContaining({
        id: bought.reportId,
        assessmentId: bought.assessmentId,
        amount: 49.99,
        isPaid: true,
      }),
    ])
    const pdf = await get(ctx.app, `/api/report/${bought.reportId}/download`, admin)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('GET /api/admin/providers', () => {
  it('lists every provider with its fees, state, and the source and date of its figures', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const { providers } = (await get(ctx.app, '/api/admin/providers', admin)).json()
    expect(providers.length).toBeGreaterThan(5)
    const stripe = providers.find((p: { id: string }) => p.id === 'stripe')
    expect(stripe).toMatchObject({
      name: 'Stripe',
      transactionFeePercent: 2.9,
      transactionFeeFixed: 0.3,
      isActive: true,
    })
    for (const p of providers) {
      expect(p.sourceUrl).toMatch(/^https:\/\//)
      expect(p.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(stripe.figureSources[0]).toMatchObject({ group: 'rates', url: expect.stringMatching(/^https:/) })
  })
})

describe('GET /api/admin/stats', () => {
  it('counts users, revenue, assessments and conversion, with 30 days of figures', async () => {
    const admin = await adminCookie(ctx.app, ctx.database)
    const empty = (await get(ctx.app, '/api/admin/stats', admin)).json()
    expect(empty).toMatchObject({
      totalAssessments: 0,
      conversionRate: 0,
      totalRevenue: 0,
      recentActivity: [],
    })
    await boughtReport(ctx.app)
    await completedAssessment(ctx.app)
    await completedAssessment(ctx.app)
    await signUp(ctx.app)
    const stats = (await get(ctx.app, '/api/admin/stats', admin)).json()
    expect(stats).toMatchObject({
      totalUsers: 3,
      adminUsers: 1,
      totalRevenue: 49.99,
      paidReports: 1,
      totalAssessments: 3,
      completedAssessments: 3,
      conversionRate: 33,
    })
    expect(stats.recentActivity).toHaveLength(1)
    expect(stats.daily).toHaveLength(30)
    const today = stats.daily.at(-1)
    expect(today).toEqual({
      date: new Date().toISOString().slice(0, 10),
      assessments: 3,
      purchases: 1,
      revenue: 49.99,
    })
    expect(stats.daily[0].assessments).toBe(0)
  })
})

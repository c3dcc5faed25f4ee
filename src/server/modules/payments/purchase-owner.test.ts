import { describe, expect, it } from 'vitest'
import {
  adminCookie,
  boughtReport,
  completedAssessment,
  get,
  paidIntent,
  post,
  uniqueEmail,
} from '../../../../tests/helpers/checkout'
import { setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()
const password = 'buyer password 1'

/** A browser signed in as `session` pays for the assessment by card; answers the success call. */
async function buyAs(session: string, email: string, assessmentId: string) {
  const { paymentIntentId, cookie, buyer } = await paidIntent(ctx.app, assessmentId, email, { session })
  expect(buyer.statusCode, buyer.body).toBe(200)
  return post(ctx.app, '/api/payment/success', { paymentIntentId, email, password }, cookie)
}

describe('a purchase belongs to its buyer, not to the assessment', () => {
  it('someone holding the shared results link buying the assessment does not stop its owner buying it', async () => {
    const owner = await signUp(ctx.app)
    const session = owner.cookie as string
    const id = await completedAssessment(ctx.app, 'startup', owner.email, session)
    // A stranger with the link pays for it from another browser.
    const stranger = uniqueEmail('stranger')
    const theirs = await paidIntent(ctx.app, id, stranger)
    expect(
      (
        await post(
          ctx.app,
          '/api/payment/success',
          { paymentIntentId: theirs.paymentIntentId, email: stranger, password },
          theirs.cookie,
        )
      ).statusCode,
    ).toBe(200)

    const mine = await buyAs(session, owner.email, id)
    expect(mine.statusCode, mine.body).toBe(200)
    const reports = (await get(ctx.app, '/api/user/reports', session)).json()
    expect(reports.map((r: { id: string }) => r.id)).toEqual([mine.json().reportId])
    // Bought, so a second purchase of the same assessment by its owner is refused.
    const again = await post(ctx.app, '/api/create-payment-intent', { assessmentId: id }, session)
    expect(again.statusCode).toBe(409)
  })

  it('a refunded assessment can be bought again by its buyer', async () => {
    const buyer = await boughtReport(ctx.app)
    const refunded = await post(
      ctx.app,
      `/api/admin/reports/${buyer.reportId}/refund`,
      undefined,
      await adminCookie(ctx.app),
    )
    expect(refunded.statusCode).toBe(200)
    const again = await buyAs(buyer.session, buyer.email, buyer.assessmentId)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().reportId).not.toBe(buyer.reportId)
    expect((await get(ctx.app, '/api/user', buyer.session)).json().tier).toBe('startup')
  })
})

import { describe, expect, it } from 'vitest'
import { get, post } from '../../../../tests/helpers/checkout'
import { signInFully } from '../../../../tests/helpers/second-factor'
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

describe('assessments per account per day', () => {
  it('allows the daily quota, then answers 429 in the error shape until the next day', async () => {
    ctx.clock.hold()
    const user = await signUp(ctx.app)
    for (let i = 0; i < 20; i++) {
      const res = await post(ctx.app, '/api/user/new-assessment', quick, user.cookie)
      expect(res.statusCode, res.body).toBe(201)
    }
    const refused = await post(ctx.app, '/api/user/new-assessment', quick, user.cookie)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'You can create up to 20 assessments a day. Please try again tomorrow.',
      requestId: expect.any(String),
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another account is not held by this one's quota.
    const other = await signUp(ctx.app)
    expect((await post(ctx.app, '/api/user/new-assessment', quick, other.cookie)).statusCode).toBe(201)
    ctx.clock.advance(24 * 60 * 60_000 + 1000)
    const again = await signInFully(ctx.app, user.email, user.password)
    expect((await post(ctx.app, '/api/user/new-assessment', quick, again)).statusCode).toBe(201)
    expect((await get(ctx.app, '/api/user/assessments', again)).json()).toHaveLength(21)
  })
})

import { describe, expect, it } from 'vitest'
import { completedAssessment } from '../../../../tests/helpers/checkout'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

describe('server-rendered checkout', () => {
  it('renders the order summary and price in the HTML', async () => {
    const id = await completedAssessment(ctx.app, 'enterprise')
    const res = await request(ctx.app, { method: 'GET', url: `/checkout/${id}` })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Complete Your Purchase')
    expect(res.body).toContain('Enterprise PSP Analysis Report')
    expect(res.body).toContain('$499.99')
  })

  it('answers an unknown assessment with 404 and the not-found state', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/checkout/AAAAAAAAAAAAAAAAAAAAAA' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('Assessment Not Found')
  })
})

import { describe, expect, it } from 'vitest'
import { boughtReport } from '../../../../tests/helpers/checkout'
import { request, setupTestApp, signUp, testEnv } from '../../../../tests/helpers/test-app'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'

describe('GET /dev/mail (the development outbox)', () => {
  const ctx = setupTestApp()

  it('lists the mails with their links, newest first, so a reset link can be followed without SMTP', async () => {
    const user = await signUp(ctx.app)
    await request(ctx.app, { method: 'POST', url: '/api/forgot-password', payload: { email: user.email } })
    await ctx.app.jobs.runDue()
    const res = await request(ctx.app, { method: 'GET', url: '/dev/mail' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain(user.email)
    expect(res.body).toMatch(/<a href="http:\/\/localhost:3000\/reset-password[^"]*">/)
  })

  it('shows the activation link of an account created by a purchase', async () => {
    const buyer = await boughtReport(ctx.app)
    const res = await request(ctx.app, { method: 'GET', url: '/dev/mail' })
    expect(res.body).toContain(buyer.email)
    expect(res.body).toMatch(/<a href="http:\/\/localhost:3000\/activate\?[^"]*token=[^"]+">/)
  })

  it('escapes what the mails carry', async () => {
    await ctx.app.services.mail.queue({
      template: 'password-changed',
      to: '"<script>alert(1)</script>"@example.com',
      variables: {
        username: '<img src=x onerror=alert(1)>',
        forgotPasswordUrl: 'http://localhost:3000/forgot-password',
      },
    })
    const res = await request(ctx.app, { method: 'GET', url: '/dev/mail' })
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(res.body).not.toContain('<script>')
    expect(res.body).not.toContain('<img')
  })

  it('does not exist in production', async () => {
    const production = await buildApp(
      loadConfig({
        ...testEnv,
        NODE_ENV: 'production',
        PAYMENT_GATEWAY: 'sandbox',
        MAIL_TRANSPORT: 'outbox',
      }),
      { database: ctx.database },
    )
    try {
      const res = await production.inject({ method: 'GET', url: '/dev/mail' })
      expect(res.statusCode).toBe(404)
    } finally {
      await production.close()
    }
  })
})

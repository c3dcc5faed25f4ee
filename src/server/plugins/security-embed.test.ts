import { describe, expect, it } from 'vitest'
import { request, setupTestApp } from '../../../tests/helpers/test-app'
import { loadConfig } from '../config'

const ctx = setupTestApp()

const frameAncestors = (csp: unknown) => String(csp).match(/frame-ancestors ([^;]+)/)?.[1]

describe('framing rules', () => {
  it.each(['/', '/auth', '/assessment/start', '/no/such/page', '/embedded'])(
    'forbids framing %s',
    async (url) => {
      const res = await request(ctx.app, { method: 'GET', url })
      expect(frameAncestors(res.headers['content-security-policy'])).toBe("'none'")
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    },
  )

  it.each([
    '/embed',
    '/embed/',
    '/embed/assessment/start',
    '/embed/unknown/path',
    '/embed/auth',
    '/embed/dashboard',
  ])(
    'lets any site frame %s, without X-Frame-Options (pages that are not embeddable show the home screen)',
    async (url) => {
      const res = await request(ctx.app, { method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(frameAncestors(res.headers['content-security-policy'])).toBe('*')
      expect(res.headers['x-frame-options']).toBeUndefined()
    },
  )

  it('shows the home screen, not the sign-in or account pages, under /embed', async () => {
    for (const url of ['/embed/auth', '/embed/dashboard', '/embed/admin', '/embed/reset-password']) {
      const res = await request(ctx.app, { method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('Find Your Perfect Payment Processor')
      expect(res.body, url).not.toMatch(
        /Sign In or Create an Account|Dashboard \||Admin \||Reset Password \|/,
      )
    }
  })

  it('answers an unknown assessment or post under /embed with 404, as without the prefix', async () => {
    for (const url of ['/embed/recommendations/abc123', '/embed/assessment/abc123']) {
      const res = await request(ctx.app, { method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
    }
  })

  it('never frames a payment page: the checkout is framed by no site, and under /embed shows the home screen', async () => {
    const checkout = await request(ctx.app, { method: 'GET', url: '/checkout/abc123' })
    expect(frameAncestors(checkout.headers['content-security-policy'])).toBe("'none'")
    for (const url of ['/embed/checkout/abc123', '/embed/payment-success']) {
      const res = await request(ctx.app, { method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('Find Your Perfect Payment Processor')
      expect(res.body, url).not.toMatch(/Get Your Full Report \||Order Confirmed \|/)
    }
  })

  it('points the canonical link of an embed page at the page itself', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/embed' })
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/">')
    expect(res.body).toContain('Find Your Perfect Payment Processor')
  })
})

describe('EMBED_ALLOWED_ORIGINS', () => {
  it('defaults to any site', () => {
    expect(loadConfig({}).embedFrameAncestors).toEqual(['*'])
  })

  it('accepts a list of origins separated by spaces or commas', () => {
    const config = loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443' })
    expect(config.embedFrameAncestors).toEqual(['https://a.example', 'https://b.example:8443'])
  })

  it('refuses values that are not origins', () => {
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /EMBED_ALLOWED_ORIGINS/,
    )
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: "https://a.example/path 'self'" })).toThrow(
      /EMBED_ALLOWED_ORIGINS/,
    )
  })
})

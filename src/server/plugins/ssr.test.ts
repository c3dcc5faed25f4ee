import { describe, expect, it } from 'vitest'
import { request, setupTestApp, signUp } from '../../../tests/helpers/test-app'

const ctx = setupTestApp({
  BRAND_NAME: 'ProcessorMatch',
  SUPPORT_EMAIL: 'help@example.com',
  ADMIN_EMAIL: 'owner-admin@example.com',
  ADMIN_PASSWORD: 'owner admin password',
})

const head = (html: string, pattern: RegExp) => html.match(pattern)?.[1]

describe('server-rendered pages', () => {
  it('renders the landing hero in the HTML, with metadata and hydration state', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('Find Your Perfect Payment Processor')
    expect(head(res.body, /<title>([^<]+)<\/title>/)).toContain('ProcessorMatch')
    expect(res.body).toMatch(/<meta name="description" content="[^"]+">/)
    expect(res.body).toMatch(/<meta name="keywords" content="[^"]+">/)
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/">')
    expect(res.body).toMatch(/<meta property="og:title" content="[^"]+">/)
    expect(res.body).toMatch(/<meta name="twitter:card" content="summary_large_image">/)
    expect(res.body).toContain('<meta name="robots" content="index, follow">')
    expect(res.body).toContain('<script id="app-state" type="application/json">')
    // Who the administrator is comes from the signed-in user's role, never from an address in the page.
    expect(res.body).not.toContain('owner-admin@example.com')
  })

  it.each([
    ['/terms', 'Terms of Service', '3-day money-back guarantee'],
    ['/privacy', 'Privacy Policy', 'help@example.com'],
    ['/refund-policy', 'Refund Policy', 'within 3 days of buying it'],
  ])('server-renders %s with its text and metadata', async (url, title, text) => {
    const res = await request(ctx.app, { method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(head(res.body, /<title>([^<]+)<\/title>/)).toBe(`${title} | ProcessorMatch`)
    expect(res.body).toContain(text)
    const sitemap = await request(ctx.app, { method: 'GET', url: '/sitemap.xml' })
    expect(sitemap.body).toContain(`<loc>http://localhost:3000${url}</loc>`)
  })

  it('renders the public methodology page with the score weights and sources', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/methodology' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('How ProcessorMatch compares payment processors')
    expect(res.body).toMatch(/https:\/\/stripe\.com/)
  })

  it.each([
    ['/checkout/abc123', 'http://localhost:3000/checkout'],
    ['/recommendations/abc123', 'http://localhost:3000/recommendations'],
    ['/recommendation/abc123', 'http://localhost:3000/recommendations'],
    ['/assessment/abc123', 'http://localhost:3000/assessment'],
    ['/assessment/start', 'http://localhost:3000/assessment'],
    ['/blog', 'http://localhost:3000/blog'],
  ])('collapses %s to the canonical %s', async (url, canonical) => {
    const res = await request(ctx.app, { method: 'GET', url })
    expect(head(res.body, /<link rel="canonical" href="([^"]+)">/)).toBe(canonical)
  })

  it.each([
    ['/payment-success', 'noindex, nofollow'],
    ['/reset-password', 'noindex, nofollow'],
    ['/activate', 'noindex, follow'],
    ['/forgot-password', 'noindex, follow'],
    ['/auth', 'index, follow'],
    ['/assessment/start', 'index, follow'],
  ])('sets robots for %s to %s', async (url, robots) => {
    const res = await request(ctx.app, { method: 'GET', url })
    expect(head(res.body, /<meta name="robots" content="([^"]+)">/)).toBe(robots)
  })

  it('answers an unknown path with HTTP 404, the 404 page and noindex', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/no/such/page' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('404 - Page Not Found')
    expect(res.body).toContain(
      'Sorry, the page you&#x27;re looking for doesn&#x27;t exist or has been moved.',
    )
    expect(head(res.body, /<meta name="robots" content="([^"]+)">/)).toBe('noindex, nofollow')
  })

  it('sends signed-out visitors from protected pages to /auth, and signed-in ones from /auth to /dashboard', async () => {
    for (const url of ['/dashboard', '/admin', '/admin/blogv2']) {
      const res = await request(ctx.app, { method: 'GET', url })
      expect(res.statusCode, url).toBe(302)
      expect(res.headers.location).toBe('/auth')
    }
    const { cookie } = await signUp(ctx.app)
    const auth = await request(ctx.app, { method: 'GET', url: '/auth', cookie })
    expect(auth.statusCode).toBe(302)
    expect(auth.headers.location).toBe('/dashboard')
    const dashboard = await request(ctx.app, { method: 'GET', url: '/dashboard', cookie })
    expect(dashboard.statusCode).toBe(200)
  })

  it('puts the signed-in user in the hydration state and never the session token', async () => {
    const { cookie, email } = await signUp(ctx.app)
    const res = await request(ctx.app, { method: 'GET', url: '/', cookie })
    const state = JSON.parse(
      head(res.body, /<script id="app-state" type="application\/json">(.+?)<\/script>/s) ?? '{}',
    )
    expect(state.queries[0]).toEqual([['/api/user'], expect.objectContaining({ email })])
    expect(state.config).toMatchObject({ brandName: 'ProcessorMatch', supportEmail: 'help@example.com' })
    expect(res.body).not.toContain(cookie?.split('=')[1])
  })

  it('escapes markup that visitors typed, inside the hydration state', async () => {
    const hostile = '</script><script>alert(1)</script>'
    const start = await request(ctx.app, {
      method: 'POST',
      url: '/api/assessment/start',
      payload: { email: 'hostile@example.com', businessType: 'startup' },
    })
    const id = start.json().assessment.id
    await request(ctx.app, {
      method: 'POST',
      url: `/api/assessment/${id}/update`,
      payload: { industryType: 'other', assessmentData: { industryOther: hostile } },
    })
    const res = await request(ctx.app, { method: 'GET', url: `/assessment/${id}` })
    expect(res.statusCode).toBe(200)
    // The typed text reached the page's state (so the check below can fail), escaped.
    expect(res.body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)')
    expect(res.body).not.toContain(hostile)
  })
})

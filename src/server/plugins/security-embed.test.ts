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

  it.each(['/embed', '/embed/', '/embed/assessment/abc123', '/embed/unknown/path'])(
    'lets any site frame %s, without X-Frame-Options, and renders the home screen for unknown paths',
    async (url) => {
      const res = await request(ctx.app, { method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(frameAncestors(res.headers['content-security-policy'])).toBe('*')
      expect(res.headers['x-frame-options']).toBeUndefined()
    },
  )

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

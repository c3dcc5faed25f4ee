import { describe, expect, it } from 'vitest'
import { isJsonPath, jsonHeaderSet } from '../../src/server/plugins/security'
import { createAccount, createAdmin } from '../helpers/factories'
import { request, setupTestApp, type TestApp } from '../helpers/test-app'

const ctx = setupTestApp()

type Answer = { headers: Record<string, unknown>; statusCode: number; body: string }
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'"

/** OWASP's REST set (ADR 043): nothing runs, loads or frames, nothing is sniffed, and no page headers. */
function expectJsonSet(res: Answer, what: string) {
  // An answer with a body says what it is (JSON, or a PDF download).
  if (res.body.length > 0) expect(res.headers['content-type'], what).toMatch(/^application\/(json|pdf)/)
  expect(res.headers['content-security-policy'], what).toBe(JSON_CSP)
  expect(res.headers['x-content-type-options'], what).toBe('nosniff')
  expect(res.headers['x-frame-options'], what).toBe('DENY')
  // Served over http here: HSTS only when the site is served over https.
  expect(res.headers['strict-transport-security'], what).toBeUndefined()
  for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
    expect(res.headers[pageOnly], `${what}: ${pageOnly}`).toBeUndefined()
}

/** The full set of a page: its own script nonce in the policy, framing rules, cross-origin rules. */
function expectPageSet(res: Answer, what: string) {
  const csp = String(res.headers['content-security-policy'])
  expect(csp, what).toMatch(/script-src 'self'[^;]*'nonce-[A-Za-z0-9+/]{22}=='/)
  expect(csp, what).toMatch(/frame-ancestors /)
  expect(res.headers['x-content-type-options'], what).toBe('nosniff')
  expect(res.headers['strict-transport-security'], what).toMatch(/max-age=31536000/)
  expect(res.headers['referrer-policy'], what).toBeTruthy()
  expect(res.headers['cross-origin-opener-policy'], what).toBe('same-origin')
}

/** Calls every registered route once (parameters filled in, an empty JSON body) and checks its answer's set. */
async function walkRoutes(app: TestApp, cookie: string | undefined) {
  const seen = { json: 0, html: 0, noStore: 0 }
  // Reads first: a call that ends the session (sign-out, erasure) comes after them.
  const calls = app.routeInventory
    .flatMap((route) => route.method.split(',').map((method) => ({ ...route, method })))
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'))
  for (const route of calls) {
    const url = route.url.replace(/:\w+/g, 'x1').replace('*', 'no-such-page')
    const res = await request(app, {
      method: route.method as 'GET',
      url,
      cookie,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    })
    const what = `${route.method} ${url} → ${res.statusCode}`
    const type = String(res.headers['content-type'] ?? '')
    if (url.startsWith('/api/docs')) {
      // The API documentation comes with the documentation plugin's own policy (no inline script).
      expect(res.headers['content-security-policy'], what).toMatch(/script-src 'self' ;/)
      expect(res.headers['x-content-type-options'], what).toBe('nosniff')
    } else if (type.startsWith('text/html')) {
      // A page, wherever it is (the mails' links answer pages under /api).
      expectPageSet(res, what)
      seen.html += 1
    } else if (isJsonPath(url)) {
      // Everything else an API route answers: JSON, or a download (a report's PDF).
      expectJsonSet(res, what)
      if (/json/.test(type)) seen.json += 1
    }
    if (route.noStore) {
      expect(res.headers['cache-control'], what).toBe('no-store')
      seen.noStore += 1
    }
  }
  return seen
}

describe('response headers per kind of answer', () => {
  // Each walk sends every route once (about 190 requests): a busy machine needs more than the default time.
  const walkTimeout = 180_000
  const expectCoverage = (seen: Awaited<ReturnType<typeof walkRoutes>>) => {
    expect(seen.json).toBeGreaterThan(100)
    expect(seen.html).toBeGreaterThan(5)
    expect(seen.noStore).toBeGreaterThan(25)
  }

  it('gives every JSON answer the REST set and every page the full set, signed out', {
    timeout: walkTimeout,
  }, async () => {
    expectCoverage(await walkRoutes(ctx.app, undefined))
  })

  it('does the same for a paying buyer', { timeout: walkTimeout }, async () => {
    expectCoverage(await walkRoutes(ctx.app, (await createAccount(ctx.app, { tier: 'established' })).cookie))
  })

  it('does the same for an administrator', { timeout: walkTimeout }, async () => {
    expectCoverage(await walkRoutes(ctx.app, (await createAdmin(ctx.app)).cookie))
  })

  it('answers an address no route knows in the set of its kind', async () => {
    expectJsonSet(await request(ctx.app, { method: 'GET', url: '/api/no-such-thing' }), '/api/no-such-thing')
    const page = await request(ctx.app, { method: 'GET', url: '/no-such-page' })
    expect(page.statusCode).toBe(404)
    expectPageSet(page, '/no-such-page')
  })

  it('adds HSTS to the JSON set when the site is served over https', () => {
    expect(jsonHeaderSet(true)).toContainEqual([
      'strict-transport-security',
      'max-age=31536000; includeSubDomains',
    ])
    expect(jsonHeaderSet(false).map(([name]) => name)).not.toContain('strict-transport-security')
  })
})

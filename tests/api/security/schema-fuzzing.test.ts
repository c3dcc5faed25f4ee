import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createAdmin } from '../../helpers/factories'
import { hostileBodies, hostileSegment } from '../../helpers/hostile-arbitraries'
import { request, setupTestApp } from '../../helpers/test-app'

/**
 * Every JSON endpoint gets at least 200 hostile bodies generated from its own zod schema, and every path
 * parameter and query string hostile values: no answer is a 5xx, and every 4xx is in the one error shape.
 * Runs as an administrator so that bodies reach past the access policy.
 */
const ctx = setupTestApp({ RATE_LIMIT_MULTIPLIER: '1000' })
const BODIES = 200

type Res = { statusCode: number; headers: Record<string, unknown>; json: () => Record<string, unknown> }
const problems: string[] = []
const check = (what: string, res: Res) => {
  if (res.statusCode >= 500) problems.push(`${what} → ${res.statusCode}`)
  else if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
    const body = res.json()
    if (
      typeof body.error !== 'string' ||
      typeof body.message !== 'string' ||
      typeof body.requestId !== 'string'
    )
      problems.push(`${what} → ${res.statusCode} not in the error shape`)
  } else if (res.statusCode >= 400 && !String(res.headers['content-type']).includes('html'))
    problems.push(`${what} → ${res.statusCode} with ${res.headers['content-type']}`)
}

const adminCookie = async () => (await createAdmin(ctx.app)).cookie
const fill = (url: string, value: string) => url.replace(/:[A-Za-z0-9_]+/g, value).replace('*', value)

describe('fuzzing from the schemas', () => {
  it(`sends ${BODIES}+ hostile bodies to every JSON endpoint: 0 responses 5xx, every 4xx in the error shape`, async () => {
    const cookie = await adminCookie()
    const routes = ctx.app.routeInventory.filter((r) => r.bodySchema && r.url !== '/api/logout')
    expect(routes.length).toBeGreaterThan(20)
    let sent = 0
    for (const route of routes) {
      const method = (route.method.split(',')[0] ?? 'POST') as 'POST'
      const url = fill(route.url, 'fuzz-id')
      const samples = fc.sample(hostileBodies(route.bodySchema), { numRuns: BODIES, seed: 18 })
      for (const body of samples) {
        const res = await request(ctx.app, {
          method,
          url,
          cookie,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        })
        sent += 1
        check(`${method} ${url} ${JSON.stringify(body)?.slice(0, 120)}`, res)
      }
    }
    console.info(
      `Schema fuzzing: ${routes.length} JSON endpoints, ${sent} bodies sent, ${problems.length} problems`,
    )
    expect(problems).toEqual([])
  }, 600_000)

  it('sends hostile path parameters and query strings to every route: 0 responses 5xx', async () => {
    problems.length = 0
    const cookie = await adminCookie()
    const routes = ctx.app.routeInventory.filter(
      (r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs') && r.url !== '/api/logout',
    )
    const values = fc.sample(hostileSegment, { numRuns: 40, seed: 18 })
    let sent = 0
    for (const route of routes) {
      const method = (route.method.split(',')[0] ?? 'GET') as 'GET'
      for (const value of values) {
        const urls = [`${fill(route.url, 'x')}?q=${value}&page=${value}&id=${value}`]
        if (/[:*]/.test(route.url)) urls.push(fill(route.url, value))
        for (const url of urls) {
          const res = await request(ctx.app, {
            method,
            url,
            cookie,
            ...(method === 'GET' ? {} : { payload: {} }),
          })
          sent += 1
          check(`${method} ${url.slice(0, 160)}`, res)
        }
      }
    }
    console.info(
      `Path and query fuzzing: ${routes.length} routes, ${sent} requests, ${problems.length} problems`,
    )
    expect(problems).toEqual([])
  }, 600_000)
})

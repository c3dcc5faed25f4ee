import { beforeEach, describe, expect, it } from 'vitest'
import { createAdmin } from '../../helpers/factories'
import { request, setupTestApp } from '../../helpers/test-app'

const ctx = setupTestApp()
let cookie: string | undefined

beforeEach(async () => {
  cookie = (await createAdmin(ctx.app)).cookie
})

const hostile = {
  nul: { url: '%00', text: 'a\u0000b' },
  'lone surrogate': { url: '%ED%A0%80', text: 'a\ud800b' },
}

const probes = () =>
  ctx.app.routeInventory
    .filter((r) => !r.url.startsWith('/api/docs'))
    .map((r) => ({ method: r.method.split(',')[0] ?? 'GET', url: r.url }))

const withParams = (url: string, value: string) =>
  url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*/g, `x${value}`)

const expectEdge400 = (res: { statusCode: number; json: () => unknown }, what: string) => {
  expect(res.statusCode, what).toBe(400)
  if (what.startsWith('HEAD ')) return
  expect(res.json(), what).toMatchObject({
    // A signed webhook keeps its raw body for the signature check, which refuses it first.
    error: what.includes('/api/webhooks/') ? expect.any(String) : 'INVALID_CHARACTERS',
    message: expect.any(String),
    requestId: expect.any(String),
  })
}

describe('NUL bytes and lone surrogates are refused at the edge with 400, on every route', () => {
  for (const [name, value] of Object.entries(hostile)) {
    it(`${name} in a path or a query`, async () => {
      let probed = 0
      for (const route of probes()) {
        const inPath = withParams(route.url, value.url)
        if (inPath !== route.url) {
          expectEdge400(
            await request(ctx.app, { method: route.method as 'GET', url: inPath, cookie }),
            `${route.method} ${inPath}`,
          )
          probed++
        }
        const inQuery = `${withParams(route.url, 'x')}?q=${value.url}`
        expectEdge400(
          await request(ctx.app, { method: route.method as 'GET', url: inQuery, cookie }),
          `${route.method} ${inQuery}`,
        )
        probed++
      }
      expect(probed).toBeGreaterThan(50)
    })

    it(`${name} anywhere in a JSON body`, async () => {
      const bodied = probes().filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      expect(bodied.length).toBeGreaterThan(10)
      for (const route of bodied) {
        const url = withParams(route.url, 'x')
        for (const payload of [
          { username: value.text, password: 'whatever password', email: `a${value.text}@example.com` },
          { nested: [{ deep: { [`key${value.text}`]: 1 } }] },
        ]) {
          expectEdge400(
            await request(ctx.app, { method: route.method as 'POST', url, cookie, payload }),
            `${route.method} ${url} ${JSON.stringify(payload)}`,
          )
        }
      }
    })
  }

  it('a page address with a NUL answers 400, not a rendered page or a 500', async () => {
    expectEdge400(await request(ctx.app, { method: 'GET', url: '/blog/%00' }), '/blog/%00')
    expectEdge400(await request(ctx.app, { method: 'GET', url: '/no-such-page%00' }), '/no-such-page%00')
  })
})

import { describe, expect, it } from 'vitest'
import type { RouteEntry } from '../../../src/server/plugins/access'
import { boughtReport } from '../../helpers/checkout'
import { createAccount, createAdmin } from '../../helpers/factories'
import { multipart } from '../../helpers/multipart'
import { stripeExport } from '../../helpers/processor-exports'
import { request, setupTestApp, signUp } from '../../helpers/test-app'

/**
 * Generated from Fastify's route table: every route × every role, so a route added later is covered
 * without a test written for it. A route without a declared policy stops the app from starting; one
 * whose answers contradict its policy fails here. The matrix is printed as a table.
 */
const ctx = setupTestApp()

type Role = 'anonymous' | 'user' | 'other user' | 'paid user' | 'refunded' | 'admin' | 'impersonating admin'
const roles: Role[] = [
  'anonymous',
  'user',
  'other user',
  'paid user',
  'refunded',
  'admin',
  'impersonating admin',
]
/** Short column heads for the printed table. */
const heads: Record<Role, string> = {
  anonymous: 'anon',
  user: 'user',
  'other user': 'other',
  'paid user': 'paid',
  refunded: 'refnd',
  admin: 'admin',
  'impersonating admin': 'imper',
}

/** Routes that end the caller's own session run last (sign-out the very last), so other probes keep theirs. */
const endsSession = (r: RouteEntry) =>
  r.url === '/api/logout' ? 2 : r.url === '/api/impersonation/end' ? 1 : 0

/** An administrator acting as a user has that user's rights and never an administrator's. */
const allowed = (access: RouteEntry['access'], role: Role) =>
  access === 'public' || (access === 'user' && role !== 'anonymous') || role === 'admin'

const sessionOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name.endsWith('pm_session') && x.value)
  return c ? `${c.name}=${c.value}` : undefined
}

/** A session in which an administrator (made for it) acts as the given user. */
async function impersonate(targetId: string): Promise<string | undefined> {
  const actingAdmin = await createAdmin(ctx.app)
  const res = await request(ctx.app, {
    method: 'POST',
    url: `/api/admin/users/${targetId}/impersonate`,
    cookie: actingAdmin.cookie,
  })
  expect(res.statusCode, res.body).toBe(200)
  const cookie = sessionOf(res)
  const me = await request(ctx.app, { method: 'GET', url: '/api/user', cookie })
  expect(me.json().id).toBe(targetId)
  return cookie
}

/** A session in which an administrator acts as a new user of the given plan. */
const impersonating = async (tier: 'free' | 'enterprise' = 'free') =>
  impersonate((await createAccount(ctx.app, { tier })).user.id)

/** A buyer of a report (a real, paid purchase), and whether it was then refunded by the administrator. */
async function buyer(refunded: boolean) {
  const bought = await boughtReport(ctx.app)
  if (refunded) {
    const res = await request(ctx.app, {
      method: 'POST',
      url: `/api/admin/reports/${bought.reportId}/refund`,
      cookie: (await createAdmin(ctx.app)).cookie,
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const me = await request(ctx.app, { method: 'GET', url: '/api/user', cookie: bought.session })
  expect(me.json().tier).toBe(refunded ? 'free' : 'startup')
  return { session: bought.session, id: me.json().id as string }
}

async function sessions(): Promise<Record<Role, string | undefined>> {
  const user = await signUp(ctx.app)
  const other = await signUp(ctx.app)
  const paid = await buyer(false)
  const refunded = await buyer(true)
  const admin = await createAdmin(ctx.app)
  // The administrator acts as another paying buyer: that buyer's rights, never an administrator's.
  const actedAs = await buyer(false)
  return {
    anonymous: undefined,
    user: user.cookie,
    'other user': other.cookie,
    'paid user': paid.session,
    refunded: refunded.session,
    admin: admin.cookie,
    'impersonating admin': await impersonate(actedAs.id),
  }
}

/** A paid feature refused for the plan (403 naming a plan), as opposed to a refusal by access policy. */
const planGate = (status: number, body: { message?: unknown }) =>
  status === 403 && typeof body.message === 'string' && /plan/i.test(body.message)

/**
 * Plan gates each role must meet exactly as another does: a refunded buyer keeps nothing of what was
 * paid for (the free user's gates), and an administrator acting as a buyer has that buyer's plan.
 */
const sameGates: [Role, Role][] = [
  ['refunded', 'user'],
  ['impersonating admin', 'paid user'],
]

// About 4,000 requests in one test: on a loaded two-core machine that takes longer than the default 30 s.
describe('authorization matrix over every route', { timeout: 120_000 }, () => {
  it('every route declares public, user or admin', () => {
    const routes = ctx.app.routeInventory
    expect(routes.length).toBeGreaterThan(40)
    for (const r of routes) expect(['public', 'user', 'admin'], `${r.method} ${r.url}`).toContain(r.access)
  })

  it('answers every route × role as its policy says: 401 signed out, 403 for non-admins', async () => {
    const cookies = await sessions()
    const routes = ctx.app.routeInventory
      .filter((r) => !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)))
    const table: string[] = []
    const contradictions: string[] = []
    let gated = 0
    for (const route of routes) {
      const method = (route.method.split(',')[0] ?? 'GET') as 'GET'
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, 'someone-elses-id').replace('*', 'some-page')
      const cells: string[] = []
      const gates = {} as Record<Role, boolean>
      for (const role of roles) {
        const res = await request(ctx.app, {
          method,
          url,
          cookie: cookies[role],
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        })
        const status = res.statusCode
        cells.push(String(status))
        // A refusal by policy (a plan's feature refused with 403 is not one).
        const body = status === 401 || status === 403 ? res.json() : {}
        gates[role] = planGate(status, body)
        const denied =
          (status === 401 && body.error === 'UNAUTHENTICATED') ||
          (status === 403 && body.message === 'Admin access required')
        const expected = allowed(route.access, role)
        if (status >= 500) contradictions.push(`${method} ${url} as ${role}: ${status}`)
        else if (expected && denied)
          contradictions.push(`${method} ${url} as ${role}: ${status}, policy ${route.access}`)
        else if (!expected && !denied)
          contradictions.push(
            `${method} ${url} as ${role}: ${status}, policy ${route.access} wants ${role === 'anonymous' ? 401 : 403}`,
          )
      }
      for (const [role, like] of sameGates) {
        if (gates[role] !== gates[like])
          contradictions.push(
            `${method} ${url} as ${role}: ${gates[role] ? 'refused for the plan' : 'not refused for the plan'}, as ${like}: ${gates[like] ? 'refused' : 'not refused'}`,
          )
      }
      if (gates.user) gated += 1
      table.push(
        `| ${method.padEnd(6)} | ${route.url.padEnd(48)} | ${route.access.padEnd(6)} | ${cells.map((c) => c.padEnd(5)).join(' | ')} |`,
      )
    }
    console.info(
      [
        `Authorization matrix: ${routes.length} routes × ${roles.length} roles = ${routes.length * roles.length} probes`,
        `| method | route${' '.repeat(43)} | policy | ${roles.map((r) => heads[r].padEnd(5)).join(' | ')} |`,
        ...table,
        `${gated} routes refuse a free user for the plan; the refunded buyer met each of those refusals`,
      ].join('\n'),
    )
    expect(contradictions).toEqual([])
    // The plan comparison compared something: paid features exist, and the paid buyer passes them.
    expect(gated).toBeGreaterThanOrEqual(3)
  })

  /**
   * Every user route that takes an object's id is called with an id of someone else's object, by another
   * free user, another paid user and an administrator acting as a user: 404, nothing of the object in the
   * answer, and the object untouched. A new object-owning route must name its object kind here to pass.
   */
  it("probes every object-owning route with another user's ids: 404, never the data", async () => {
    const owner = await boughtReport(ctx.app)
    const alert = await request(ctx.app, {
      method: 'POST',
      url: '/api/user/rate-alerts',
      cookie: owner.session,
      payload: { providerId: 'worldpay', type: 'any', frequency: 'daily' },
    })
    expect(alert.statusCode, alert.body).toBe(201)
    const alertId = alert.json().id as string
    const imported = await request(ctx.app, {
      method: 'POST',
      url: '/api/user/imports',
      cookie: owner.session,
      ...multipart(stripeExport(60).csv),
    })
    expect(imported.statusCode, imported.body).toBe(201)
    const importId = imported.json().id as string
    // The ids are real: the owner reaches the object they name.
    const own = await request(ctx.app, {
      method: 'GET',
      url: `/api/report/${owner.reportId}/download`,
      cookie: owner.session,
    })
    expect(own.statusCode).toBe(200)
    const objects: { kind: string; matches: RegExp; id: string }[] = [
      { kind: 'rate alert', matches: /^\/api\/user\/rate-alerts\//, id: alertId },
      { kind: 'report', matches: /^\/api\/(user\/reports|report)\//, id: owner.reportId },
      { kind: 'transaction import', matches: /^\/api\/user\/imports\//, id: importId },
    ]
    const bodies: Record<string, object> = {
      'PUT /api/user/rate-alerts/:id': { status: 'paused' },
      'POST /api/user/reports/:id/refund-request': { reason: 'probe' },
    }
    // Intruders on the top plan, so no plan gate answers before the ownership check; a free one may meet
    // the plan gate (403 naming the plan) but never the object.
    const free = await signUp(ctx.app)
    const paid = await boughtReport(ctx.app, 'enterprise')
    const intruders = {
      'free user': free.cookie,
      'enterprise user': paid.session,
      'admin as enterprise user': await impersonating('enterprise'),
    }

    const owning = ctx.app.routeInventory.filter(
      (r) => r.access === 'user' && r.url.includes('/:') && r.method !== 'HEAD',
    )
    expect(owning.length).toBeGreaterThanOrEqual(5)
    const problems: string[] = []
    let probes = 0
    for (const route of owning) {
      const object = objects.find((o) => o.matches.test(route.url))
      if (!object) {
        problems.push(`${route.method} ${route.url}: no object kind to probe it with`)
        continue
      }
      const method = (route.method.split(',')[0] ?? 'GET') as 'GET'
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, object.id)
      const payload =
        bodies[`${method} ${route.url}`] ?? (method === 'GET' || method === 'DELETE' ? undefined : {})
      for (const [who, cookie] of Object.entries(intruders)) {
        const res = await request(ctx.app, { method, url, cookie, ...(payload ? { payload } : {}) })
        probes += 1
        const planGate = who === 'free user' && res.statusCode === 403 && /plan/i.test(res.json().message)
        if (res.statusCode !== 404 && !planGate)
          problems.push(`${method} ${url} as ${who}: ${res.statusCode}, want 404`)
        if (res.body.includes(owner.email) || res.body.includes(owner.assessmentId))
          problems.push(`${method} ${url} as ${who}: the answer shows the owner's data`)
      }
    }
    console.info(
      `Cross-user object probes: ${owning.length} routes × 3 intruders = ${probes} probes, ${problems.length} problems`,
    )
    expect(problems).toEqual([])
    // Nothing was changed: the owner still has the report, its download and the active alert.
    const reports = await request(ctx.app, { method: 'GET', url: '/api/user/reports', cookie: owner.session })
    expect(reports.body).toContain(owner.reportId)
    const alerts = await request(ctx.app, {
      method: 'GET',
      url: '/api/user/rate-alerts',
      cookie: owner.session,
    })
    expect(alerts.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: alertId, status: 'active' })]),
    )
    const imports = await request(ctx.app, { method: 'GET', url: '/api/user/imports', cookie: owner.session })
    expect(imports.json()).toEqual([expect.objectContaining({ id: importId })])
  })
})

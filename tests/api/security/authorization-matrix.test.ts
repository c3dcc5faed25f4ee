import { describe, expect, it } from 'vitest'
import type { RouteEntry } from '../../../src/server/plugins/access'
import { createAccount, createAdmin } from '../../helpers/factories'
import { request, setupTestApp, signUp } from '../../helpers/test-app'

/**
 * Generated from Fastify's route table: every route × every role, so a route added later is covered
 * without a test written for it. A route without a declared policy stops the app from starting; one
 * whose answers contradict its policy fails here. The matrix is printed as a table.
 */
const ctx = setupTestApp()

type Role = 'anonymous' | 'user' | 'other user' | 'paid user' | 'admin'
const roles: Role[] = ['anonymous', 'user', 'other user', 'paid user', 'admin']

/** Routes that end the caller's own session run last, so the other probes keep their sessions. */
const endsSession = (r: RouteEntry) => r.url === '/api/logout'

const allowed = (access: RouteEntry['access'], role: Role) =>
  access === 'public' || (access === 'user' && role !== 'anonymous') || role === 'admin'

async function sessions(): Promise<Record<Role, string | undefined>> {
  const user = await signUp(ctx.app)
  const other = await signUp(ctx.app)
  const paid = await createAccount(ctx.app, { tier: 'startup' })
  const admin = await createAdmin(ctx.app)
  return {
    anonymous: undefined,
    user: user.cookie,
    'other user': other.cookie,
    'paid user': paid.cookie,
    admin: admin.cookie,
  }
}

describe('authorization matrix over every route', () => {
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
    for (const route of routes) {
      const method = (route.method.split(',')[0] ?? 'GET') as 'GET'
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, 'someone-elses-id').replace('*', 'some-page')
      const cells: string[] = []
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
      table.push(
        `| ${method.padEnd(6)} | ${route.url.padEnd(48)} | ${route.access.padEnd(6)} | ${cells.map((c) => c.padEnd(5)).join(' | ')} |`,
      )
    }
    console.info(
      [
        `Authorization matrix: ${routes.length} routes × ${roles.length} roles = ${routes.length * roles.length} probes`,
        `| method | route${' '.repeat(43)} | policy | ${roles.map((r) => r.slice(0, 5).padEnd(5)).join(' | ')} |`,
        ...table,
      ].join('\n'),
    )
    expect(contradictions).toEqual([])
  })
})

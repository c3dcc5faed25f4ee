import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { rows } from '../../../../tests/helpers/checkout'
import { request, type TestApp } from '../../../../tests/helpers/test-app'
import type { Database } from '../../db/client'

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }

/** Every call answers 401 signed out and 403 to a signed-in user who is not an administrator. */
export async function expectAdminOnly(app: TestApp, calls: Call[], userCookie: string | undefined) {
  for (const call of calls) {
    const anonymous = await request(app, call)
    expect(anonymous.statusCode, `${call.method} ${call.url} signed out`).toBe(401)
    const user = await request(app, { ...call, cookie: userCookie })
    expect(user.statusCode, `${call.method} ${call.url} as a user`).toBe(403)
    expect(user.json().message).toBe('Admin access required')
  }
}

/** The tables (and columns) whose text contains the given string, searched across the whole schema. */
export async function tablesContaining(database: Database, needle: string): Promise<string[]> {
  const tables = await rows<{ tablename: string }>(
    database,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )
  const found: string[] = []
  for (const { tablename } of tables) {
    const hits = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from ${sql.identifier(tablename)} t
          where position(lower(${needle}) in lower(t::text)) > 0`,
    )
    if ((hits[0]?.n ?? 0) > 0) found.push(tablename)
  }
  return found
}

export const auditRows = (database: Database, action: string) =>
  rows<{
    actor_user_id: string
    target_user_id: string
    ip: string | null
    created_at: string
    details: unknown
  }>(
    database,
    sql`select actor_user_id, target_user_id, ip, created_at, details from audit_events where action = ${action}`,
  )

/**
 * What the administrator's browser sends to end an impersonation: the acting session's cookie and the return
 * ticket the start of the impersonation set (only that path ever receives it).
 */
export function endingBrowser(start: { cookies: { name: string; value: string }[] }, acting: string): string {
  const ticket = start.cookies.find((c) => c.name.endsWith('pm_return') && c.value)
  expect(ticket, 'the start of an impersonation sets a return ticket').toBeDefined()
  return `${acting}; ${ticket?.name}=${ticket?.value}`
}

import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { rows } from './checkout'
import { request, sessionCookieOf, type TestApp } from './test-app'

export type OutboxMail = {
  id: string
  to: string
  subject: string
  text: string
  html: string
  template_id: string | null
  status: string
  last_error: string | null
  headers: Record<string, string> | null
}

/** Every outbox row for one address (any case), oldest first. */
export const outboxFor = (database: Database, email: string) =>
  rows<OutboxMail>(
    database,
    sql`select * from email_outbox where lower("to") = lower(${email}) order by created_at, id`,
  )

/** The first link in a mail's text that starts with `prefix` (a path such as /activate). */
export function linkIn(mail: OutboxMail, path: string): URL {
  const found = (mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])
    .map((l) => new URL(l))
    .find((u) => u.pathname.startsWith(path))
  if (!found) throw new Error(`no ${path} link in ${mail.subject}`)
  return found
}

/** Proves an account's address as its owner would: follows the newest activation link mailed to it. */
export async function verifyAddress(app: TestApp, database: Database, email: string) {
  const mails = (await outboxFor(database, email)).filter((m) => m.template_id === 'activation')
  const last = mails.at(-1)
  if (!last) throw new Error(`no activation mail to ${email}`)
  const link = linkIn(last, '/activate')
  const res = await request(app, {
    method: 'POST',
    url: '/api/activate',
    payload: { token: link.searchParams.get('token'), email: link.searchParams.get('email') },
  })
  expect(res.statusCode, res.body).toBe(200)
  // Proving an address ends the sessions opened before it: the session the link signs in with is the one to use.
  return sessionCookieOf(res)
}

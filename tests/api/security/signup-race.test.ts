import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app'
import { loadConfig } from '../../../src/server/config'
import type { Database } from '../../../src/server/db/client'
import { loggerOptions } from '../../../src/server/plugins/logging'
import { request, type TestApp, testEnv, uniqueUser } from '../../helpers/test-app'
import { closeFileDatabase, openFileDatabase } from '../../setup/test-db'

// Runs on PGlite and, under scripts/test-pg.mjs, on PostgreSQL 15.
const lines: string[] = []
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk))
    done()
  },
})
let app: TestApp
let database: Database

beforeAll(async () => {
  database = await openFileDatabase()
  const config = loadConfig({ ...testEnv, LOG_LEVEL: 'info' })
  const options = loggerOptions(config)
  app = await buildApp(config, {
    database,
    serverBusy: () => false,
    logger: { ...(typeof options === 'object' ? options : {}), stream },
  })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await closeFileDatabase(database)
})

describe('two sign-ups racing on one email', () => {
  it('one gets 201, the others 409 in the error shape, and no log line holds the row', async () => {
    lines.length = 0
    const email = uniqueUser().email
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(app, {
          method: 'POST',
          url: '/api/register',
          payload: uniqueUser({ email }),
        }),
      ),
    )
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([201, 409, 409, 409])
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({ error: 'CONFLICT', requestId: expect.any(String) })
      expect(r.json().message).toMatch(/already exists/)
    }
    const log = lines.join('')
    expect(log).not.toContain(email)
    expect(log).not.toContain('$argon2')
  })

  it('an error logged with a database error as its cause keeps no row values nor query parameters', () => {
    lines.length = 0
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_lower_idx"'),
      {
        code: '23505',
        constraint: 'users_email_lower_idx',
        detail: 'Key (lower(email))=(victim@example.com) already exists.',
      },
    )
    const err = new Error(
      'Failed query: insert into "users" values ($1, $2)\nparams: victim@example.com,$argon2id$v=19$x',
      {
        cause,
      },
    )
    app.log.error({ err }, 'request failed')
    const log = lines.join('')
    expect(log).toContain('users_email_lower_idx')
    expect(log).toContain('23505')
    expect(log).not.toContain('victim@example.com')
    expect(log).not.toContain('$argon2id')
  })
})

import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app'
import { loadConfig } from '../../../src/server/config'
import type { Database } from '../../../src/server/db/client'
import { loggerOptions } from '../../../src/server/plugins/logging'
import { type TestApp, testEnv } from '../../helpers/test-app'
import { closeFileDatabase, openFileDatabase } from '../../setup/test-db'

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
    logger: { ...(typeof options === 'object' ? options : {}), stream },
  })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await closeFileDatabase(database)
})

const secret = 'S3cr3tT0k3nValueThatMustNotBeLogged'

describe('access logs never hold emailed tokens', () => {
  it.each([
    `/activate?token=${secret}&email=a%40example.com`,
    `/reset-password?token=${secret}`,
    `/api/activate?email=a%40example.com&token=${secret}`,
    `/api/activate?TOKEN=${secret}`,
  ])('GET %s is logged with the token redacted', async (url) => {
    lines.length = 0
    await app.inject({ method: 'GET', url })
    const log = lines.join('')
    expect(log).toContain('incoming request')
    expect(log).not.toContain(secret)
    expect(log).toMatch(/token=\[REDACTED\]/i)
    expect(JSON.parse(lines[0] ?? '{}').req).toMatchObject({ method: 'GET', remoteAddress: '127.0.0.1' })
  })
})

describe('access logs never hold pitch-deck tokens', () => {
  it.each([
    `/pitch-deck/${secret}`,
    `/embed/pitch-deck/${secret}`,
    `/api/pitch-deck/${secret}`,
    `/api/pitch-deck/${secret}?x=1`,
  ])('GET %s is logged with the token redacted', async (url) => {
    lines.length = 0
    await app.inject({ method: 'GET', url })
    const log = lines.join('')
    expect(log).toContain('incoming request')
    expect(log).not.toContain(secret)
    expect(log).toContain('[REDACTED]')
  })

  it('the pitch-deck page tells the browser to send no referrer', async () => {
    const res = await app.inject({ method: 'GET', url: `/pitch-deck/${secret}` })
    expect(res.headers['referrer-policy']).toBe('no-referrer')
  })
})

import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without type declarations
import { backup, restore } from '../../scripts/lib/pglite-backup.mjs'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openPglite } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { seed } from '../../src/server/db/seed'
import { request, signUp, testEnv } from '../helpers/test-app'

const root = mkdtempSync(join(tmpdir(), 'backup-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Every row of every table, as one fingerprint per table. */
async function fingerprints(dataDir: string) {
  const client = await PGlite.create(dataDir)
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    )
    const result: Record<string, { rows: number; md5: string | null }> = {}
    for (const { tablename } of rows) {
      const r = await client.query<{ n: number; md5: string | null }>(
        `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as md5 from "${tablename}" t`,
      )
      result[tablename] = { rows: r.rows[0]?.n ?? 0, md5: r.rows[0]?.md5 ?? null }
    }
    return result
  } finally {
    await client.close()
  }
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('a restored dump holds every row of every table', async () => {
    const dataDir = join(root, 'data')
    const database = await openPglite(dataDir)
    await migrate(database)
    const config = loadConfig({
      ...testEnv,
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'boss-password-1',
    })
    const app = await buildApp(config, { database })
    await app.ready()
    await seed(config, app, { info: () => {}, warn: () => {} })
    const user = await signUp(app)
    const started = await request(app, {
      method: 'POST',
      url: '/api/assessment/start',
      cookie: user.cookie,
      payload: { email: user.email, businessType: 'startup' },
    })
    expect(started.statusCode, started.body).toBeLessThan(300)
    await request(app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: user.email, password: 'wrong' },
    })

    // While the server holds the database, a backup is refused rather than racing it.
    await expect(backup({ dataDir, out: join(root, 'refused.tar.gz') })).rejects.toThrow(/stop the server/)
    await app.close()
    await database.close()

    const before = await fingerprints(dataDir)
    expect(before.users?.rows).toBe(2)
    expect(before.assessments?.rows).toBe(1)
    expect(before.audit_events?.rows).toBeGreaterThanOrEqual(2)

    const { file, counts } = await backup({ dataDir, out: join(root, 'backups') })
    expect(file).toMatch(/processormatch-\d{8}-\d{6}\.tar\.gz$/)
    expect(counts.users).toBe(2)

    const restoredDir = join(root, 'restored')
    const restored = await restore({ file, dataDir: restoredDir })
    expect(restored.counts).toEqual(counts)
    expect(await fingerprints(restoredDir)).toEqual(before)

    // An existing database is never overwritten silently: --force sets it aside first.
    await expect(restore({ file, dataDir: restoredDir })).rejects.toThrow(/--force/)
    const again = await restore({ file, dataDir: restoredDir, force: true })
    expect(again.keptAs).toMatch(/restored\.before-restore-/)
    expect(existsSync(again.keptAs)).toBe(true)
    expect(await fingerprints(restoredDir)).toEqual(before)
  }, 120_000)
})

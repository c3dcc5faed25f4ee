// A fresh database on the PostgreSQL 15 server the test suite starts (TEST_PG_PORT moves it), for one
// bench or load run: `drop` removes it, `stop` stops the server.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
// @ts-expect-error plain ESM script without type declarations
import { startPostgres, stopPostgres } from './postgres.mjs'

export type ThrowawayDatabase = { url: string; drop: () => Promise<void>; stop: () => void }

export async function throwawayDatabase(tag: string): Promise<ThrowawayDatabase> {
  const port = Number(process.env.TEST_PG_PORT ?? 55432)
  const cluster = { dir: join(tmpdir(), `processormatch-test-pg-${port}`), port }
  const adminUrl = startPostgres(cluster) as string
  const name = `run_${process.pid}_${tag}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  return {
    url: adminUrl.replace(/\/[^/]+$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
    stop: () => stopPostgres(cluster),
  }
}

import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema/index'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A database handle or an open transaction: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** True when a trivial query succeeds. */
  ping: () => Promise<boolean>
  close: () => Promise<void>
}

type Logger = { error: (obj: unknown, msg?: string) => void }

export function openPostgres(url: string, log: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A request waits this long for a free connection before answering 503: long enough for a queue of
    // requests on a busy server to be served, short enough to answer within a browser's patience.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  })
  // Without this listener an idle client's error (e.g. a server restart) crashes the process.
  pool.on('error', (err) => log.error({ err }, 'idle PostgreSQL client error'))
  // The pool listens to idle clients only: a client checked out between two queries of a transaction
  // (waiting on a password hash, say) emits the error of a lost connection with nobody listening, which
  // would end the process. Its next query fails instead, and the request answers 503.
  pool.on('connect', (client) => {
    client.on('error', (err) => log.error({ err }, 'PostgreSQL connection lost while in use'))
  })
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      try {
        await pool.query('select 1')
        return true
      } catch {
        return false
      }
    },
    close: () => pool.end(),
  }
}

/** How long queries may run back to back before the event loop gets a turn (ms). */
const QUERY_RUN_MS = 20

/**
 * PGlite runs every query on the server's thread and hands over to the next waiting query within the same
 * turn of the event loop, so the queries many requests queue would all run back to back, sockets unread and
 * timers late, until the last is done (the load-shedding probe then sees the whole queue as one pause of
 * seconds). Queries and transactions started outside a transaction wait in one line here (PGlite runs them
 * one at a time anyway), and once they have run for QUERY_RUN_MS the event loop takes a turn before the next.
 */
function takeTurns(client: PGlite) {
  let line: Promise<unknown> = Promise.resolve()
  let runningSince = 0
  const inLine = <T>(work: () => Promise<T>): Promise<T> => {
    const result = line.then(async () => {
      if (performance.now() - runningSince >= QUERY_RUN_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve))
        runningSince = performance.now()
      }
      return work()
    })
    line = result.catch(() => undefined)
    return result
  }
  const query = client.query.bind(client)
  const transaction = client.transaction.bind(client)
  client.query = ((...args: Parameters<typeof query>) => inLine(() => query(...args))) as typeof client.query
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    inLine(() => transaction(...args))) as typeof client.transaction
}

export type EmbeddedDatabase = Database & { dumpDataDir: () => Promise<Blob> }

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {})
  // PGlite serves one process: `npm run backup` and `restore` read this to refuse while the server has it open.
  const owner = dataDir ? join(dataDir, '.server-owner.json') : null
  if (owner) writeFileSync(owner, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }))
  takeTurns(client)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      try {
        await client.query('select 1')
        return true
      } catch {
        return false
      }
    },
    close: async () => {
      await client.close()
      if (owner) rmSync(owner, { force: true })
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
  }
}

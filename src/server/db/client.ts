import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
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

/** Another live server process has the embedded data directory open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server (pid ${pid}): stop it, or set DATA_DIR to another directory.`,
    )
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite serves one process, and two servers on one directory corrupt it: the owner file is created
 * exclusively, with this process's pid. A file left by a process that is gone is taken over. `npm run
 * backup` and `restore` read the same file to refuse while a server has the directory open.
 */
function lockDataDir(dataDir: string): string {
  const owner = join(dataDir, '.server-owner.json')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(owner, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), {
        flag: 'wx',
      })
      return owner
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    let pid = Number.NaN
    try {
      pid = Number(JSON.parse(readFileSync(owner, 'utf8')).pid)
    } catch {
      // Unreadable (being written, or damaged): treated as left behind below.
    }
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirInUseError(resolve(dataDir), pid)
    rmSync(owner, { force: true })
  }
  throw new Error(`Could not lock the data directory ${resolve(dataDir)}`)
}

/**
 * The embedded database. Its engine (and drizzle's driver for it) is loaded here, on first use: a server on
 * PostgreSQL never loads it.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<EmbeddedDatabase> {
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ])
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const owner = dataDir ? lockDataDir(dataDir) : null
  let client: PGlite
  try {
    client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {})
  } catch (err) {
    if (owner) rmSync(owner, { force: true })
    throw err
  }
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

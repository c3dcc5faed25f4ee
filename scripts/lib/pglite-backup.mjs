// Backups of the embedded (PGlite) database: a consistent copy of the whole data directory, taken
// while this process holds the database's only connection, written as one .tar.gz file.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

/** The file a running server keeps in its data directory (see src/server/db/client.ts). */
export const OWNER_FILE = '.server-owner.json'

/** The pid of a live server process that has this data directory open, or null. */
export function serverUsing(dataDir) {
  const file = join(dataDir, OWNER_FILE)
  if (!existsSync(file)) return null
  try {
    const { pid } = JSON.parse(readFileSync(file, 'utf8'))
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

function refuseWhileServing(dataDir) {
  const pid = serverUsing(dataDir)
  if (pid) {
    throw new Error(
      `The server (pid ${pid}) has ${dataDir} open. PGlite serves one process at a time: stop the server, ` +
        'run the command again, then start the server.',
    )
  }
}

const isEmptyDir = (dir) => !existsSync(dir) || readdirSync(dir).filter((f) => f !== OWNER_FILE).length === 0

/** Row counts of every table in the public schema, to print and to compare after a restore. */
export async function tableCounts(client) {
  const { rows } = await client.query(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  )
  const counts = {}
  for (const { tablename } of rows) {
    const result = await client.query(`select count(*)::int as n from "${tablename.replaceAll('"', '""')}"`)
    counts[tablename] = result.rows[0].n
  }
  return counts
}

const stamp = (date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-')

/** Writes a consistent dump of `dataDir` to `out` (a file, or a folder for a dated file). */
export async function backup({ dataDir, out = 'backups', now = new Date() }) {
  if (isEmptyDir(dataDir)) throw new Error(`No database in ${dataDir} (set DATA_DIR)`)
  refuseWhileServing(dataDir)
  const client = await PGlite.create(dataDir)
  try {
    const counts = await tableCounts(client)
    await client.query('checkpoint')
    const blob = await client.dumpDataDir('gzip')
    const file = out.endsWith('.tar.gz') ? resolve(out) : resolve(out, `processormatch-${stamp(now)}.tar.gz`)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 })
    return { file, bytes: statSync(file).size, counts }
  } finally {
    await client.close()
  }
}

/**
 * Loads a dump into `dataDir`. An existing database there is kept, renamed beside it, only with `force`.
 * The server applies any newer migrations when it next starts.
 */
export async function restore({ file, dataDir, force = false, now = new Date() }) {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}`)
  refuseWhileServing(dataDir)
  let keptAs = null
  if (!isEmptyDir(dataDir)) {
    if (!force) {
      throw new Error(
        `${dataDir} already holds a database. Run again with --force to set it aside (renamed) and restore.`,
      )
    }
    keptAs = `${dataDir.replace(/\/+$/, '')}.before-restore-${stamp(now)}`
    renameSync(dataDir, keptAs)
  }
  mkdirSync(dataDir, { recursive: true })
  const loadDataDir = new Blob([readFileSync(file)])
  const client = await PGlite.create(dataDir, { loadDataDir })
  try {
    return { dataDir, keptAs, counts: await tableCounts(client) }
  } finally {
    await client.close()
  }
}

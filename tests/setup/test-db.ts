import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openPglite, openPostgres } from '../../src/server/db/client'
import { createCatalogueRepository } from '../../src/server/modules/catalogue/catalogue.repository'
import { PROVIDERS } from '../../src/shared/catalogue/providers'

/** Kept as a plain tar: each file loads it as it is, without unpacking gzip first. */
export const goldenImagePath = join(process.cwd(), '.cache', 'golden-db.tar')
export const templateDatabase = 'pm_test_template'

/** The real PostgreSQL server the PostgreSQL suite runs against, or undefined for PGlite. */
export const testPostgresUrl = () => process.env.TEST_DATABASE_URL || undefined

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

const silentLog = { error: () => {} }

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the golden image, or a new
 * PostgreSQL database cloned from the migrated template.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = testPostgresUrl()
  if (!url) {
    const image = await readFile(goldenImagePath)
    return openPglite(undefined, new Blob([image]))
  }
  const name = `pm_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name} template ${templateDatabase}`)
  await admin.end()
  const database = openPostgres(withDatabase(url, name), silentLog)
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/**
 * On PGlite, one database per worker process serves every test file that worker runs: loading the golden
 * image costs a second or more of CPU per file, emptying a few tables a few milliseconds. Test files in a
 * worker run one after another (the 'shared' project), so one file's database is never another's at once.
 */
let shared: Promise<{ database: Database; image: string[] }> | undefined

/** Copies of the tables the golden image holds rows in, kept in this connection's own temporary schema. */
const imageCopy = (table: string) => `pg_temp."image_${table}"`

async function openShared() {
  const database = await createTestDatabase()
  const tables = rowsOf(
    await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  )
  const image: string[] = []
  for (const { tablename } of tables) {
    const filled = await database.db.execute(sql.raw(`select 1 from "${tablename}" limit 1`))
    if (rowsOf(filled).length === 0) continue
    await database.db.execute(
      sql.raw(`create temp table ${imageCopy(tablename)} as select * from "${tablename}"`),
    )
    image.push(tablename)
  }
  return { database, image }
}

/**
 * A database for one test file as a fresh golden image would be: on PGlite the worker's shared one with
 * every table emptied and the image's rows (the provider catalogue, which tests may edit) put back; on
 * PostgreSQL a new clone of the template. A shared database that a file closed or broke is replaced.
 */
export async function openFileDatabase(): Promise<Database> {
  if (testPostgresUrl()) return createTestDatabase()
  for (let attempt = 1; ; attempt++) {
    shared ??= openShared()
    const current = shared
    try {
      const { database, image } = await current
      await truncateAll(database, [])
      if (image.length > 0) {
        const restores = image.map((t) => `insert into "${t}" select * from ${imageCopy(t)};`).join(' ')
        await database.db.execute(sql.raw(`do $$ begin ${restores} end $$`))
      }
      return database
    } catch (err) {
      if (shared === current) shared = undefined
      await current.then((s) => s.database.close()).catch(() => {})
      if (attempt === 2) throw err
    }
  }
}

/** Ends a file's use of its database: a PostgreSQL clone is dropped; the worker's PGlite stays open. */
export async function closeFileDatabase(database: Database | undefined) {
  if (database && testPostgresUrl()) await database.close()
}

/** Reference data seeded into the golden image and kept between tests. */
export const referenceTables = ['psp_providers']

/** Seeds the reference data every test database starts with. */
export async function seedReferenceData(database: Database) {
  await createCatalogueRepository(database.db).upsertSeed(PROVIDERS)
}

/**
 * Empties every application table except reference data so each test starts clean. Only the tables that
 * hold rows are emptied, with DELETE: TRUNCATE replaces every table's and index's files, which costs
 * PGlite (and PostgreSQL) far more than the few rows a test leaves. Foreign keys and triggers are off
 * for this one statement (`session_replication_role`, which needs a superuser, as PGlite's and the suite's
 * own PostgreSQL user are): every row that could refer to a deleted one is deleted too.
 */
export async function truncateAll(database: Database, keep: string[] = referenceTables) {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )
  const tables = rowsOf(result)
    .map((r) => r.tablename)
    .filter((t) => !keep.includes(t))
  if (tables.length === 0) return
  const filled = rowsOf<{ t: string }>(
    await database.db.execute(
      sql.raw(tables.map((t) => `select '${t}' as t where exists (select from "${t}")`).join(' union all ')),
    ),
  ).map((r) => r.t)
  if (filled.length === 0) return
  const deletes = filled.map((t) => `delete from "${t}";`).join(' ')
  await database.db.execute(
    sql.raw(`do $$ begin perform set_config('session_replication_role', 'replica', true); ${deletes} end $$`),
  )
}

const rowsOf = <T = { tablename: string }>(result: unknown) => (result as { rows: T[] }).rows

import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { gunzipSync } from 'node:zlib'
import pg from 'pg'
import { openPglite, openPostgres } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import {
  goldenImagePath,
  seedReferenceData,
  templateDatabase,
  testPostgresUrl,
  withDatabase,
} from './test-db'

/**
 * Migrates once per run: a PGlite golden image every test file loads, or (PostgreSQL suite) a
 * template database every test file clones.
 */
export default async function globalSetup() {
  const url = testPostgresUrl()
  if (!url) {
    const database = await openPglite(undefined)
    await migrate(database)
    await seedReferenceData(database)
    const blob = await database.dumpDataDir()
    await mkdir(dirname(goldenImagePath), { recursive: true })
    // Written aside and renamed into place: a run started at the same time in this checkout (the inner loop's
    // `npm run test:changed` beside a full run) reads a whole image, its own or this one, never half of one.
    const written = `${goldenImagePath}.${process.pid}`
    await writeFile(written, gunzipSync(Buffer.from(await blob.arrayBuffer())))
    await rename(written, goldenImagePath)
    await database.close()
    return
  }
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${templateDatabase} with (force)`)
  await admin.query(`create database ${templateDatabase}`)
  await admin.end()
  const database = openPostgres(withDatabase(url, templateDatabase), { error: () => {} })
  await migrate(database)
  await seedReferenceData(database)
  await database.close()
}

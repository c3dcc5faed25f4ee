// `npm run backup [-- <file.tar.gz | folder>]`: a consistent dump of the embedded database in DATA_DIR
// (default ./data) into ./backups/processormatch-<date>-<time>.tar.gz. Stop the server first: PGlite
// serves one process at a time. With DATABASE_URL (PostgreSQL), use pg_dump instead (README).
import { existsSync } from 'node:fs'
import { backup } from './lib/pglite-backup.mjs'

if (existsSync('.env')) process.loadEnvFile('.env')
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README, "Backups").')
  process.exit(1)
}
try {
  const { file, bytes, counts } = await backup({
    dataDir: process.env.DATA_DIR || './data',
    out: process.argv[2] || 'backups',
  })
  const rows = Object.values(counts).reduce((a, b) => a + b, 0)
  process.stdout.write(
    `Backup written: ${file} (${(bytes / 1024).toFixed(0)} KiB, ${Object.keys(counts).length} tables, ${rows} rows)\n`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

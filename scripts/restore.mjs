// `npm run restore -- <file.tar.gz> [--force]`: loads a backup into DATA_DIR (default ./data). An existing
// database is set aside (renamed, never deleted) only with --force. Stop the server first.
import { existsSync } from 'node:fs'
import { restore } from './lib/pglite-backup.mjs'

if (existsSync('.env')) process.loadEnvFile('.env')
const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith('--'))
if (!file) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--force]')
  process.exit(1)
}
try {
  const { dataDir, keptAs, counts } = await restore({
    file,
    dataDir: process.env.DATA_DIR || './data',
    force: args.includes('--force'),
  })
  const rows = Object.values(counts).reduce((a, b) => a + b, 0)
  if (keptAs) process.stdout.write(`The previous database was kept in ${keptAs}\n`)
  process.stdout.write(
    `Restored ${file} into ${dataDir}: ${Object.keys(counts).length} tables, ${rows} rows\n`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

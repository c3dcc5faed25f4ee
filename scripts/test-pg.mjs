// The API suite again on a real PostgreSQL 15 server (started here, on loopback), as production runs it.
// With TEST_DATABASE_URL set it uses that server instead and leaves it running.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { startPostgres, stopPostgres } from './lib/postgres.mjs'

const cluster = { dir: join(process.cwd(), '.pg'), port: 55432 }
const ownServer = !process.env.TEST_DATABASE_URL
const url = process.env.TEST_DATABASE_URL || startPostgres(cluster)
console.info(`PostgreSQL suite against ${url.replace(/:[^:@/]+@/, ':***@')}`)
const result = spawnSync(
  join(process.cwd(), 'node_modules', '.bin', 'vitest'),
  ['run', 'src/server', 'tests/api', 'tests/pg', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
)
if (ownServer) stopPostgres(cluster)
process.exit(result.status ?? 1)

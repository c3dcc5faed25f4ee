// The API suite again on a real PostgreSQL 15 server (started here, on loopback), as production runs it.
// With TEST_DATABASE_URL set it uses that server instead and leaves it running.
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres, stopPostgres } from './lib/postgres.mjs'

// Under the temporary folder: the postgres user must be able to reach it wherever the checkout lives.
const cluster = { dir: join(tmpdir(), 'processormatch-test-pg'), port: 55432 }
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

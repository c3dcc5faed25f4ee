// The API suite again on a real PostgreSQL 15 server (started here, on loopback), as production runs it.
// With TEST_DATABASE_URL set it uses that server instead and leaves it running.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres, stopPostgres } from './lib/postgres.mjs'

// Under the temporary folder: the postgres user must be able to reach it wherever the checkout lives.
// TEST_PG_PORT moves it (and its restart test's cluster, at the port + 67) so several checkouts can test at once.
const port = Number(process.env.TEST_PG_PORT ?? 55432)
const cluster = { dir: join(tmpdir(), `processormatch-test-pg-${port}`), port }
const ownServer = !process.env.TEST_DATABASE_URL
const url = process.env.TEST_DATABASE_URL || startPostgres(cluster)
console.info(`PostgreSQL suite against ${url.replace(/:[^:@/]+@/, ':***@')}`)
// Files or folders given on the command line run alone (Vitest's filters add up: with the suite's own
// folders still listed, one file would run the whole suite); other arguments go to Vitest as they are.
const args = process.argv.slice(2)
const suite = args.some((a) => existsSync(a)) ? [] : ['src/server', 'tests/api', 'tests/pg']
const result = spawnSync(join(process.cwd(), 'node_modules', '.bin', 'vitest'), ['run', ...suite, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
})
if (ownServer) stopPostgres(cluster)
process.exit(result.status ?? 1)

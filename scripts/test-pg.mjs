// The API suite again on a real PostgreSQL 15 server (started here, on loopback), as production runs it.
// With TEST_DATABASE_URL set it uses that server instead and leaves it running.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres, stopPostgres } from './lib/postgres.mjs'

/**
 * The files that run again on PostgreSQL: what can differ between the two databases. Every server and API
 * test file that opens a database (its queries, transactions, locks, races and migrations on a real server,
 * one connection per request instead of PGlite's one for all), and everything under tests/pg. Not repeated:
 * files that never open a database (the same code, the same answer), and the HTTP surface's sweeps below,
 * whose answers are decided before any query (headers, access policy, body limits, hostile input, logs, the
 * page cache); their database work is the route tests' own, which do run here.
 */
const HTTP_SURFACE = new Set([
  'tests/api/response-headers.test.ts',
  'tests/api/page-cache.test.ts',
  'tests/api/missing-pages.test.ts',
  'tests/api/security/authorization-matrix.test.ts',
  'tests/api/security/body-limits.test.ts',
  'tests/api/security/hostile-characters.test.ts',
  'tests/api/security/schema-fuzzing.test.ts',
  'tests/api/security/log-redaction.test.ts',
  'tests/api/security/load-protection.test.ts',
  'tests/api/security/anonymous-hashing.test.ts',
])
const OPENS_A_DATABASE = /setupTestApp|TEST_DATABASE_URL|createTestDatabase|setup\/test-db/

function onPostgres() {
  const files = ['src/server', 'tests/api'].flatMap((dir) =>
    readdirSync(dir, { recursive: true })
      .map((name) => join(dir, String(name)))
      .filter((file) => file.endsWith('.test.ts') && !HTTP_SURFACE.has(file))
      .filter((file) => OPENS_A_DATABASE.test(readFileSync(file, 'utf8'))),
  )
  return [...files.sort(), 'tests/pg']
}

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
const suite = args.some((a) => existsSync(a)) ? [] : onPostgres()
if (suite.length > 0) console.info(`${suite.length - 1} files and tests/pg: the ones that open a database`)
const result = spawnSync(join(process.cwd(), 'node_modules', '.bin', 'vitest'), ['run', ...suite, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
})
if (ownServer) stopPostgres(cluster)
process.exit(result.status ?? 1)

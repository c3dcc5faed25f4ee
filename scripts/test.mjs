// `npm test`: the whole suite — types, lint, unit and API tests on PGlite, the API suite on PostgreSQL 15,
// and the end-to-end journeys in Chromium. Installs Debian's Chromium headless shell and PostgreSQL 15 when
// missing.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ensureHeadlessShell, ensurePostgres } from './lib/system-deps.mjs'

const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name)
const steps = [
  ['Type check', bin('tsc'), ['--noEmit', '-p', '.']],
  ['Lint', bin('biome'), ['check', '.']],
  ['Unit and API tests (PGlite)', bin('vitest'), ['run']],
  ['API tests (PostgreSQL 15)', process.execPath, ['scripts/test-pg.mjs']],
  ['End-to-end tests (Chromium)', process.execPath, ['scripts/e2e.mjs']],
]

ensurePostgres()
ensureHeadlessShell()

const results = []
for (const [name, command, args] of steps) {
  console.info(`\n━━ ${name} ━━`)
  const started = Date.now()
  const run = spawnSync(command, args, { stdio: 'inherit' })
  const ok = run.status === 0
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) })
  if (!ok) break
}

console.info('\n━━ Summary ━━')
for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`)
// Steps after a failure did not run: they are neither passed nor failed. The last line keeps the shape
// CI reads (`N passed, N failed`, then `, N skipped` when some did not run).
const notRun = steps.slice(results.length).map(([name]) => name)
for (const name of notRun) console.info(`--    ${name} (not run: an earlier step failed)`)
const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
console.info(`steps: ${passed} passed, ${failed} failed${notRun.length ? `, ${notRun.length} skipped` : ''}`)
process.exit(failed === 0 && notRun.length === 0 ? 0 : 1)

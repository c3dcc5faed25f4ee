// `npm test`: the whole suite — types, lint, unit and API tests on PGlite, the API suite on PostgreSQL 15,
// and the end-to-end journeys in Chromium. Installs Debian's Chromium and PostgreSQL 15 when missing.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureChromium, ensurePostgres } from './lib/system-deps.mjs'

const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name)
/** Run one after the other; a failure stops the run. */
const steps = [
  ['Type check', bin('tsc'), ['--noEmit', '-p', '.']],
  ['Lint', bin('biome'), ['check', '.']],
  ['Unit and API tests (PGlite)', bin('vitest'), ['run']],
]
/**
 * Then the journeys, and beside them the PostgreSQL suite in one worker: the journeys leave part of the two
 * cores idle (a browser waits on the server and the server on the browser), which the PostgreSQL suite uses.
 * Its output is kept and printed when both have ended, so the journeys' lines are not interleaved with it.
 */
const journeys = ['End-to-end tests (Chromium)', process.execPath, ['scripts/e2e.mjs']]
const beside = ['API tests (PostgreSQL 15)', process.execPath, ['scripts/test-pg.mjs', '--maxWorkers=1']]

ensurePostgres()
ensureChromium()

function run([name, command, args], { keepOutput = false } = {}) {
  const started = Date.now()
  const child = spawn(command, args, { stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  const output = []
  if (keepOutput) {
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
  }
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      resolve({ name, ok: code === 0, seconds, output: Buffer.concat(output) })
    })
  })
}

const results = []
for (const step of steps) {
  console.info(`\n━━ ${step[0]} ━━`)
  const result = await run(step)
  results.push(result)
  if (!result.ok) break
}
const notRun = []
if (results.every((r) => r.ok)) {
  console.info(`\n━━ ${journeys[0]}, with ${beside[0]} beside them ━━`)
  const [e2e, pg] = await Promise.all([run(journeys), run(beside, { keepOutput: true })])
  console.info(`\n━━ ${beside[0]} (ran beside the journeys) ━━`)
  process.stdout.write(pg.output)
  results.push(pg, e2e)
} else {
  notRun.push(beside[0], journeys[0])
}

console.info('\n━━ Summary ━━')
for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`)
// Steps after a failure did not run: they are neither passed nor failed. The last line keeps the shape
// CI reads (`N passed, N failed`, then `, N skipped` when some did not run).
for (const name of notRun) console.info(`--    ${name} (not run: an earlier step failed)`)
const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
console.info(`steps: ${passed} passed, ${failed} failed${notRun.length ? `, ${notRun.length} skipped` : ''}`)
process.exit(failed === 0 && notRun.length === 0 ? 0 : 1)

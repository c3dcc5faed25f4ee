// `npm run test:changed`: the Vitest tests (PGlite) related to what changed since main — the files this
// branch changed since it left main, plus uncommitted and untracked ones. `vitest related` runs a changed
// test file itself and every test file that imports a changed source file, directly or not.
// TEST_CHANGED_BASE picks another base (for instance origin/main on a fresh clone). Extra arguments go to Vitest.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean)

const base = process.env.TEST_CHANGED_BASE || 'main'
const files = [
  ...new Set([
    ...git('diff', '--name-only', `${base}...HEAD`),
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
]
  // Deleted files have nothing left to relate; only code can be imported by a test.
  .filter((file) => existsSync(file) && /\.(ts|tsx|mts|mjs|js|json)$/.test(file))

if (files.length === 0) {
  console.info(`No code changed since ${base}: no tests to run.`)
  process.exit(0)
}
console.info(`Tests related to ${files.length} file(s) changed since ${base}:\n  ${files.join('\n  ')}`)
const run = spawnSync(
  join(process.cwd(), 'node_modules', '.bin', 'vitest'),
  ['related', '--run', '--passWithNoTests', ...files, ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
process.exit(run.status ?? 1)

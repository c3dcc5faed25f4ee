import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { build } from 'vite'
import { alias } from '../../vite.config'

/**
 * `tsx scripts/lib/run-built.ts <entry.ts> [args…]`: builds one script the way the server is built (Vite's
 * server build, same aliases and target) and runs it with plain Node. A timing script measures the code the
 * server runs: tsx, which runs scripts from source, keeps every function's name by wrapping each function
 * expression in a helper call, and that alone made the engine's ranking about a third slower (ADR 033).
 */

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: tsx scripts/lib/run-built.ts <entry.ts> [args…]')
  process.exit(2)
}
// Inside the project, so that the bundle's imports of packages resolve from its node_modules.
const cache = join(process.cwd(), 'node_modules', '.cache')
mkdirSync(cache, { recursive: true })
const outDir = mkdtempSync(join(cache, 'run-built-'))
const fileName = `${basename(entry).replace(/\.[cm]?tsx?$/, '')}.mjs`
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias },
    build: {
      ssr: resolve(entry),
      outDir,
      emptyOutDir: false,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: fileName } },
    },
  })
  const run = spawnSync(process.execPath, ["--cpu-prof","--cpu-prof-dir=/tmp/prof", join(outDir, fileName), ...args], { stdio: 'inherit' })
  process.exitCode = run.status ?? 1
} finally {
  console.log(outDir)
}

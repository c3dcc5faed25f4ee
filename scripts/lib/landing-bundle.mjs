// What the landing page loads before any interaction: the entry script and its static imports (the
// modulepreload tags the server writes) and their stylesheets, gzipped, and whether any of them holds the pricing engine or the
// bundled catalogue (which belong to the signed-in chunks and the server).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const ENTRY = 'src/client/entry-client.tsx'
/** The engine: every pricing module but formatting and schemas; the catalogue's provider data. */
const isEngine = (id) =>
  (/^src\/shared\/pricing\/.+\.ts$/.test(id) && !/\/(money|[\w-]+\.schemas)\.ts$/.test(id)) ||
  /^src\/shared\/catalogue\/providers(-[\w-]+)?\.ts$/.test(id)

export function landingBundle(root = process.cwd()) {
  const dir = join(root, 'dist', 'client')
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'))
  const modules = JSON.parse(readFileSync(join(dir, '.vite', 'chunk-modules.json'), 'utf8'))
  const seen = new Set()
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) walk(next)
  }
  walk(ENTRY)
  const files = [...seen].map((key) => manifest[key].file)
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0)
  const cssFiles = [...new Set([...seen].flatMap((key) => manifest[key].css ?? []))]
  const css = cssFiles.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0)
  const engineModules = files.flatMap((f) => (modules[f] ?? []).filter(isEngine))
  return { files, gzipBytes, cssGzipBytes: css, engineModules }
}

import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const inputs = ['src', 'public', 'drizzle', 'package-lock.json', 'vite.config.ts', 'tsconfig.json']

function walk(path, files) {
  let stat
  try {
    stat = statSync(path)
  } catch {
    return
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) walk(join(path, name), files)
  } else if (!/\.test\.tsx?$/.test(path)) {
    files.push(path)
  }
}

/** A hash of every build input: the build is stale when it changes. */
export function buildFingerprint(root) {
  const files = []
  for (const input of inputs) walk(join(root, input), files)
  const hash = createHash('sha256')
  for (const file of files) hash.update(file).update(readFileSync(file))
  return hash.digest('hex')
}

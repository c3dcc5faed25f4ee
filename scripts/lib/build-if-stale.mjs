import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildFingerprint } from './build-fingerprint.mjs'

/** Builds when dist/ is missing or older than its inputs. */
export function ensureBuilt(root = process.cwd()) {
  const stampFile = join(root, 'dist', '.build-stamp')
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : ''
  if (stamp === buildFingerprint(root) && existsSync(join(root, 'dist', 'server', 'main.js'))) return
  console.info('Building (the build is missing or out of date)...')
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root })
}

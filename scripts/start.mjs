// `npm start`: builds only when the build is missing or stale, then runs the server.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildFingerprint } from './build-fingerprint.mjs'

const root = process.cwd()
const stampFile = join(root, 'dist', '.build-stamp')
const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : ''
if (stamp !== buildFingerprint(root) || !existsSync(join(root, 'dist', 'server', 'main.js'))) {
  console.info('Building (the build is missing or out of date)...')
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' })
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist', 'server', 'main.js')], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

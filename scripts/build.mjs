// Builds the browser bundle and the server bundle, pre-compresses assets, and stamps the inputs' hash.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { buildFingerprint } from './lib/build-fingerprint.mjs'

const root = process.cwd()
const vite = join(root, 'node_modules', '.bin', 'vite')
execFileSync(vite, ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
execFileSync(vite, ['build', '--ssr', '--logLevel', 'warn'], { stdio: 'inherit' })

function compress(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) compress(path)
    else if (/\.(js|css|svg|json|txt|xml|html)$/.test(name)) {
      const data = readFileSync(path)
      if (data.length < 1024) continue
      writeFileSync(`${path}.br`, brotliCompressSync(data))
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }))
    }
  }
}
compress(join(root, 'dist', 'client'))
writeFileSync(join(root, 'dist', '.build-stamp'), buildFingerprint(root))
console.info('Build complete.')

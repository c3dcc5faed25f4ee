// Builds the browser bundle and the server bundle, pre-compresses assets, and stamps the inputs' hash.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { buildFingerprint } from './lib/build-fingerprint.mjs'

const root = process.cwd()
const vite = join(root, 'node_modules', '.bin', 'vite')
// Always a production build, whatever NODE_ENV the caller runs with (`npm start` in development builds
// the same bundles as the image): React's development JSX runtime is absent from a production server.
const env = { ...process.env, NODE_ENV: 'production' }
execFileSync(vite, ['build', '--mode', 'production', '--logLevel', 'warn'], { stdio: 'inherit', env })
execFileSync(vite, ['build', '--ssr', '--mode', 'production', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env,
})

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

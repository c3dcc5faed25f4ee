// `npm run lighthouse`: Lighthouse (mobile preset) on the public pages of a freshly started server.
// Prints performance, accessibility, best-practices and SEO scores per page; reports go to ./lighthouse/.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ensureBuilt } from './lib/build-if-stale.mjs'
import { chromiumArgs, ensureChromium } from './lib/system-deps.mjs'

const pages = (process.env.LH_PAGES ?? '/,/auth,/assessment/start,/blog,/methodology').split(',')
const port = Number(process.env.LH_PORT ?? 3950)
const base = `http://127.0.0.1:${port}`

ensureBuilt()
const chromePath = ensureChromium()
const dataDir = mkdtempSync(join(tmpdir(), 'pm-lh-'))
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PAYMENT_GATEWAY: 'sandbox',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

async function waitReady() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server did not start')
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
let failed = false
try {
  await waitReady()
  mkdirSync('lighthouse', { recursive: true })
  console.info('\npage                  perf  a11y  best-practices  seo')
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
    })
    if (!result) throw new Error(`no result for ${page}`)
    const c = result.lhr.categories
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100)
    console.info(
      `${page.padEnd(20)} ${String(score('performance')).padStart(5)} ${String(score('accessibility')).padStart(5)} ${String(score('best-practices')).padStart(15)} ${String(score('seo')).padStart(4)}`,
    )
    const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '-')
    writeFileSync(join('lighthouse', `${name}.html`), String(result.report))
  }
} catch (err) {
  console.error(err)
  failed = true
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

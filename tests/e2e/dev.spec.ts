import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { freePort } from './process-helpers'

// The development loop a newcomer uses: `npm run dev`, edit a component, see it in the open browser.
// The fixtures fail the journey on any console error, page error or CSP violation in that browser.

const hero = join(process.cwd(), 'src', 'client', 'features', 'home', 'hero-section.tsx')
const heading = 'Find Your Perfect Payment Processor'

test.describe.configure({ timeout: 180_000 })

test('npm run dev updates an edited component in the open browser without reloading the page', async ({
  page,
}) => {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-dev-'))
  let output = ''
  const dev = spawn('npm', ['run', 'dev'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  dev.stdout?.on('data', (d) => {
    output += String(d)
  })
  dev.stderr?.on('data', (d) => {
    output += String(d)
  })
  const original = readFileSync(hero, 'utf8')
  try {
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`http://127.0.0.1:${port}/healthz`)).status
          } catch {
            return 0
          }
        },
        { timeout: 120_000, message: output },
      )
      .toBe(200)
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    // A mark on the window survives hot replacement but not a reload.
    await page.evaluate(() => {
      ;(window as unknown as { stillHere: boolean }).stillHere = true
    })

    writeFileSync(hero, original.replace(heading, 'Find the Processor That Fits'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the Processor That Fits', {
      timeout: 30_000,
    })
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
    // The server renders the current source too.
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('Find the Processor That Fits')
  } finally {
    writeFileSync(hero, original)
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
})

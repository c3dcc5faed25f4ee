// `npm run test:e2e`: builds when stale, starts the server on a free port with a fresh data directory, runs
// the Playwright projects against it (in the order below; playwright.config.ts says which journey is in
// which), stops the server and exits with the first failing run's code.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateSecret } from 'otplib'
import { ensureBuilt } from './lib/build-if-stale.mjs'
import { freePort } from './lib/free-port.mjs'
import { startMailbox } from './lib/mailbox.mjs'
import { productionEnv, serverArgs, serverEnv } from './lib/server-command.mjs'

const root = process.cwd()
ensureBuilt(root)

const port = await freePort()
const smtpPort = await freePort()
const baseUrl = `http://localhost:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'))
const mailboxDir = mkdtempSync(join(tmpdir(), 'e2e-mailbox-'))
const mailbox = await startMailbox({ port: smtpPort, dir: mailboxDir })
const adminEmail = 'admin@e2e.example.com'
const adminPassword = 'admin-password-e2e-1'
// The administrator is enrolled from the environment; journeys compute its sign-in codes from the same key.
const adminTotpSecret = generateSecret()

const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...serverEnv,
    ...process.env,
    ...productionEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ADMIN_TOTP_SECRET: adminTotpSecret,
    TOTP_ENCRYPTION_KEY: 'e2e run key that seals second-factor secrets',
    LOG_LEVEL: 'warn',
    // Every journey comes from this one address: budgets per address are raised for the run.
    RATE_LIMIT_MULTIPLIER: '50',
    // The event loop's delay on a shared host measures the neighbours as much as this server: shedding here
    // answered a journey's scripts with 503 while the machine was busy. Load shedding has its own API test.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    MAIL_TRANSPORT: 'smtp',
  },
})
let serverExited = false
server.on('exit', () => {
  serverExited = true
})

const cleanup = async () => {
  if (!serverExited) server.kill('SIGTERM')
  await mailbox.close()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(mailboxDir, { recursive: true, force: true })
}

async function waitForReady(timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('The server exited before it was ready')
    try {
      const res = await fetch(`${baseUrl}/readyz`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s`)
}

let code = 1
try {
  await waitForReady(120_000)
  const playwright = join(root, 'node_modules', '.bin', 'playwright')
  const runProjects = (...projects) =>
    new Promise((resolve) => {
      const run = spawn(
        playwright,
        ['test', ...projects.map((p) => `--project=${p}`), '--pass-with-no-tests', ...process.argv.slice(2)],
        {
          stdio: 'inherit',
          env: {
            ...process.env,
            // A JSON report asked for (`PLAYWRIGHT_JSON_OUTPUT_NAME`, with `--reporter=json`) is kept per run.
            ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME && {
              PLAYWRIGHT_JSON_OUTPUT_NAME: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME.replace(
                /(\.json)?$/,
                `-${projects.join('-')}.json`,
              ),
            }),
            BASE_URL: baseUrl,
            E2E_ADMIN_EMAIL: adminEmail,
            E2E_ADMIN_PASSWORD: adminPassword,
            E2E_ADMIN_TOTP_SECRET: adminTotpSecret,
            ADMIN_EMAIL: adminEmail,
            ADMIN_PASSWORD: adminPassword,
            E2E_MAILBOX_DIR: mailboxDir,
          },
        },
      )
      run.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
    })
  // The journeys on their own data two at a time; then those that change what others read, one at a time,
  // beside those that can run alongside them (playwright.config.ts). Both runs always happen, and the run
  // fails when either did.
  const codes = [await runProjects('own-data'), await runProjects('shared-state', 'alongside')]
  code = codes.find((c) => c !== 0) ?? 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  await cleanup()
}
process.exit(code)

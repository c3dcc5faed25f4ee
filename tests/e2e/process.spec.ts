import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
// @ts-expect-error plain ESM script without type declarations
import { productionEnv, serverArgs, serverEnv } from '../../scripts/lib/server-command.mjs'
import { describeWithCpu, freePort, healthy, processesWithEnv, until } from './process-helpers'

// How a newcomer and a process manager run the product: `npm start` in a real terminal, and stopped by
// the process id a supervisor holds. Both run the production build the e2e runner has just made.
// No page is opened here (only processes, ports and HTTP answers), so the browser-error fixtures of
// ./fixtures have nothing to watch; the journeys that open pages use them.

async function started(
  command: string,
  args: string[],
  port: number,
  stdio: ('ignore' | 'pipe')[] = ['ignore', 'pipe', 'pipe'],
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-process-'))
  let output = ''
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
    },
    stdio: stdio as ['ignore' | 'pipe', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => {
    output += String(d)
  })
  child.stderr?.on('data', (d) => {
    output += String(d)
  })
  return { child, dataDir, output: () => output }
}

const stop = (child: ChildProcess, dataDir: string) => {
  if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
}

test.describe.configure({ timeout: 120_000 })

/** The ways the README says `npm start` in a terminal can be stopped, and how each is done here. */
const waysToStop = {
  // Any process manager or `kill <pid>` holding the id `npm start` printed.
  'SIGTERM to the npm process': (run: TerminalRun) => process.kill(run.pid('npm'), 'SIGTERM'),
  // What the terminal sends for one Ctrl-C: SIGINT to its whole foreground process group.
  'Ctrl-C once': (run: TerminalRun) => run.child.stdin?.write('\x03'),
  // The server's own process id (what the Docker image and the end-to-end runner stop).
  'SIGTERM to the server': (run: TerminalRun) => process.kill(run.pid('server'), 'SIGTERM'),
  // The terminal window closing: its side of the pseudo-terminal goes away and the terminal hangs up.
  'the terminal closing': (run: TerminalRun) => run.child.kill('SIGKILL'),
}

type TerminalRun = Awaited<ReturnType<typeof startedInTerminal>>

/** `npm start` in a real terminal: `script` gives it a pseudo-terminal, as an interactive shell does. */
async function startedInTerminal(port: number) {
  const run = await started('script', ['-qfec', 'npm start', '/dev/null'], port, ['pipe', 'pipe', 'pipe'])
  const ofRun = () => processesWithEnv('DATA_DIR', run.dataDir)
  const pid = (which: 'npm' | 'server') => {
    const found = ofRun().find((p) =>
      which === 'npm' ? p.ppid === run.child.pid : p.command.includes('dist/server/main.js'),
    )
    if (!found) throw new Error(`no ${which} process in ${JSON.stringify(ofRun())}`)
    return found.pid
  }
  return { ...run, ofRun, pid }
}

/** STOP_REPEATS=20 runs each way twenty times in a row; the suite runs each twice. */
const stopRepeats = Number(process.env.STOP_REPEATS ?? 2)

test.describe('npm start in a terminal stops with no process left behind', () => {
  for (const [way, stopIt] of Object.entries(waysToStop)) {
    test(way, async () => {
      test.setTimeout(stopRepeats * 60_000)
      for (let attempt = 1; attempt <= stopRepeats; attempt++) {
        const port = await freePort()
        const run = await startedInTerminal(port)
        try {
          expect(await until(() => healthy(port), 90_000), run.output()).toBe(true)
          expect(run.output()).not.toContain('unable to determine transport target')
          // The server runs with the allocator settings production uses (scripts/lib/server-command.mjs).
          const environ = readFileSync(`/proc/${run.pid('server')}/environ`, 'utf8').split('\0')
          for (const [name, value] of Object.entries(serverEnv)) expect(environ).toContain(`${name}=${value}`)
          stopIt(run)
          expect(await until(async () => !(await healthy(port)), 15_000), `${way} #${attempt}`).toBe(true)
          // Gone, every one of them (npm, the shell, the launcher, the server): none left spinning a core.
          await until(async () => run.ofRun().length === 0, 15_000)
          const left = await describeWithCpu(run.ofRun())
          expect(left, `${way} #${attempt} left processes behind\n${run.output()}`).toEqual([])
          // While the terminal is there to show it, one graceful stop: no second signal cut it short.
          if (way === 'Ctrl-C once' || way === 'SIGTERM to the server') {
            const text = run.output()
            expect(text.match(/shutting down/g)?.length, text).toBe(1)
            expect(text, text).toMatch(/stopped/)
            expect(text).not.toMatch(/again while stopping|did not finish/)
          }
        } finally {
          stop(run.child, run.dataDir)
        }
      }
    })
  }
})

test('stopping npm start by its process id stops the server and frees the port', async () => {
  const port = await freePort()
  const run = await started('npm', ['start'], port)
  try {
    expect(await until(() => healthy(port), 90_000), run.output()).toBe(true)
    run.child.kill('SIGTERM')
    expect(await until(async () => !(await healthy(port)), 15_000)).toBe(true)
  } finally {
    stop(run.child, run.dataDir)
  }
})

const serverEntry = join(process.cwd(), 'dist', 'server', 'main.js')

/** Runs the built server until it exits (or the timeout), as an operator would, with these settings only. */
function runUntilExit(settings: Record<string, string>, cwd = process.cwd()) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [serverEntry], {
      cwd,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        JOBS_ENABLED: 'false',
        ...settings,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr?.on('data', (d) => {
      stderr += String(d)
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr: stderr.trim() })
    })
  })
}

test.describe('a bad setting stops start-up with one line that says what to change', () => {
  let dataDir = ''
  test.beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pm-settings-'))
  })
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const cases: [string, () => Promise<Record<string, string>>, RegExp][] = [
    [
      'an address without its scheme',
      async () => ({ PUBLIC_URL: 'localhost:3401' }),
      /PUBLIC_URL: must be the address users reach, starting with http:\/\/ or https:\/\//,
    ],
    [
      'a database address that is not PostgreSQL',
      async () => ({ DATABASE_URL: 'http://db.example.com/app' }),
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    ],
    [
      'a database nobody answers at',
      async () => ({ DATABASE_URL: `postgres://pm:secret@127.0.0.1:${await freePort()}/pm` }),
      /^Cannot reach the database at 127\.0\.0\.1:\d+\/pm \(ECONNREFUSED\)/,
    ],
    [
      'production with no payment gateway chosen',
      async () => ({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.com' }),
      /PAYMENT_GATEWAY: in production set Stripe keys, or PAYMENT_GATEWAY=sandbox/,
    ],
    [
      'production with no way to send mail chosen',
      async () => ({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.com', PAYMENT_GATEWAY: 'sandbox' }),
      /SMTP_URL: is required in production \(or MAIL_TRANSPORT=outbox/,
    ],
    [
      'Stripe keys without the webhook secret',
      async () => ({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }),
      /STRIPE_WEBHOOK_SECRET: is required with Stripe/,
    ],
  ]
  for (const [name, settings, message] of cases) {
    test(name, async () => {
      const run = await runUntilExit({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        ...(await settings()),
      })
      expect(run.code).toBe(1)
      expect(run.stderr).toMatch(message)
      expect(run.stderr).not.toMatch(/\n\s+at /)
    })
  }

  test('a port that is already taken', async () => {
    const busy = createServer()
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    const address = busy.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const run = await runUntilExit({ DATA_DIR: dataDir, PORT: String(port) })
      expect(run.code).toBe(1)
      expect(run.stderr).toBe(
        `Port ${port} on 127.0.0.1 is already in use: stop the program using it or set PORT to another port.`,
      )
    } finally {
      busy.close()
    }
  })
})

test('settings in a .env file are used; the environment wins over them', async () => {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'pm-dotenv-'))
  writeFileSync(
    join(dir, '.env'),
    `PORT=${port}\nHOST=127.0.0.1\nDATA_DIR=${join(dir, 'data')}\nBRAND_NAME=FromTheFile\n`,
  )
  let stdout = ''
  const child = spawn(process.execPath, [serverEntry], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      JOBS_ENABLED: 'false',
      BRAND_NAME: 'FromTheEnvironment',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.stdout?.on('data', (d) => {
    stdout += String(d)
  })
  try {
    expect(await until(() => healthy(port), 90_000)).toBe(true)
    const probe = await fetch(`http://127.0.0.1:${port}/readyz`, {
      headers: { 'x-request-id': 'lb-1234.abc' },
    })
    expect(probe.headers.get('x-request-id')).toBe('lb-1234.abc')
    await fetch(`http://127.0.0.1:${port}/api/psp-providers`, { headers: { 'x-request-id': 'lb-5678' } })
    await until(async () => stdout.includes('lb-5678'), 5_000)
    const lines = stdout.trim().split('\n')
    // Every line is JSON, the banner included; probes stay out of the info log; the balancer's id is kept.
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string; url?: string })
    expect(entries.some((e) => e.msg === `FromTheEnvironment is running at http://127.0.0.1:${port}`)).toBe(
      true,
    )
    expect(entries.some((e) => e.reqId === 'lb-1234.abc')).toBe(false)
    expect(entries.some((e) => e.reqId === 'lb-5678')).toBe(true)
  } finally {
    child.kill('SIGTERM')
    await until(async () => child.exitCode !== null, 15_000)
    rmSync(dir, { recursive: true, force: true })
  }
})

test('the Docker image starts the server as this suite does, with production dependencies only', async () => {
  const dockerfile = readFileSync(join(process.cwd(), 'Dockerfile'), 'utf8')
  const cmd = dockerfile.match(/^CMD (\[.*\])$/m)?.[1]
  expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...serverArgs])
  expect(dockerfile).toMatch(/^ENV NODE_ENV=production /m)
  const runtimeEnv =
    dockerfile
      .match(/^ENV NODE_ENV=production .*$/m)?.[0]
      .split(' ')
      .slice(1) ?? []
  for (const [name, value] of Object.entries(serverEnv)) expect(runtimeEnv).toContain(`${name}=${value}`)
  expect(dockerfile).toContain('npm ci --omit=dev')
  expect(productionEnv.NODE_ENV).toBe('production')

  // Every package the built server imports is a production dependency, so `npm ci --omit=dev` suffices.
  const { dependencies } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'))
  const files: { name: string; text: string }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.js')) files.push({ name: entry.name, text: readFileSync(path, 'utf8') })
    }
  }
  walk(join(process.cwd(), 'dist', 'server'))
  // A production bundle: React's development JSX runtime does not exist under NODE_ENV=production.
  expect(files.filter((f) => f.text.includes('jsxDEV(')).map((f) => f.name)).toEqual([])
  const packageOf = (spec: string) =>
    spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec)
  const imported = new Set(
    files.flatMap((f) =>
      [...f.text.matchAll(/(?:from|import\()\s*["']([@a-z][\w.@/-]*)["']/g)]
        .map((m) => m[1] ?? '')
        .filter((spec) => spec && !spec.startsWith('node:'))
        .map(packageOf),
    ),
  )
  expect(imported.size).toBeGreaterThan(10)
  // Vite is loaded only under `npm run dev` (DEV_SERVER=true, refused in production).
  const devOnly = new Set(['vite'])
  expect([...imported].filter((name) => !(name in dependencies) && !devOnly.has(name))).toEqual([])
})

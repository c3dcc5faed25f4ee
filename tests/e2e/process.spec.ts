import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// How a newcomer and a process manager run the product: `npm start` in a real terminal, and stopped by
// the process id a supervisor holds. Both run the production build the e2e runner has just made.

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

const healthy = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok
  } catch {
    return false
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

async function started(command: string, args: string[], port: number) {
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
    stdio: ['ignore', 'pipe', 'pipe'],
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

test('npm start serves in a real terminal (a pseudo-terminal, as an interactive shell gives it)', async () => {
  const port = await freePort()
  // `script` gives the command a pseudo-terminal, so standard output is a TTY as in a developer's shell.
  const run = await started('script', ['-qec', 'npm start', '/dev/null'], port)
  try {
    expect(await until(() => healthy(port), 90_000), run.output()).toBe(true)
    expect(run.output()).not.toContain('unable to determine transport target')
  } finally {
    run.child.kill('SIGINT')
    await until(async () => !(await healthy(port)), 15_000)
    stop(run.child, run.dataDir)
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

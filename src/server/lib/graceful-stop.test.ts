import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// Each case runs the stop in a process of its own (it listens to the process's signals and exits it).
const dir = mkdtempSync(join(tmpdir(), 'graceful-stop-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Installs the stop with a close taking `closeMs` (never, when negative), then prints "ready". */
function stopProcess(closeMs: number, graceMs = 5_000, repeatMs = 2_000) {
  const script = join(dir, `stop-${closeMs}-${graceMs}-${repeatMs}.ts`)
  writeFileSync(
    script,
    `import { installGracefulStop } from ${JSON.stringify(join(process.cwd(), 'src/server/lib/graceful-stop.ts'))}
const line = (level: string) => (obj: object, msg: string) => console.log(level, msg, JSON.stringify(obj))
installGracefulStop({
  graceMs: ${graceMs},
  repeatMs: ${repeatMs},
  log: { info: line('info'), error: line('error') },
  close: () => new Promise<void>((resolve) => { if (${closeMs} >= 0) setTimeout(resolve, ${closeMs}) }),
  stillOpen: () => ['the test resource'],
})
setInterval(() => {}, 1_000)
console.log('ready')
`,
  )
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (d) => {
      output += String(d)
      if (output.includes('ready')) resolve()
    }),
  )
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, ready, exited, output: () => output }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('the graceful stop', () => {
  it('is one stop when the signal arrives several times (process group, launcher, terminal hang-up)', async () => {
    const run = stopProcess(500)
    await run.ready
    run.child.kill('SIGINT')
    await sleep(50)
    run.child.kill('SIGINT')
    run.child.kill('SIGHUP')
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    expect(run.output().match(/shutting down/g)).toHaveLength(1)
    expect(run.output()).toContain('stopped')
  })

  it('exits anyway when the stop overruns its grace period, naming what was still open', async () => {
    const run = stopProcess(-1, 300)
    await run.ready
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain(
      'the stop did not finish within 0.3 s; exiting with still open: the test resource',
    )
  })

  it('stops at once on Ctrl-C pressed again a while after the first', async () => {
    const run = stopProcess(-1, 10_000, 200)
    await run.ready
    run.child.kill('SIGINT')
    await sleep(400)
    run.child.kill('SIGTERM')
    await sleep(100)
    run.child.kill('SIGINT')
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('Ctrl-C (SIGINT) again while stopping')
  })

  it('leaves faults alone: no JavaScript listener for SIGSEGV, SIGBUS, SIGILL or SIGFPE', async () => {
    const { installGracefulStop } = await import('./graceful-stop')
    const before = process.listenerCount('SIGTERM')
    installGracefulStop({
      graceMs: 1,
      log: { info: () => {}, error: () => {} },
      close: async () => {},
      stillOpen: () => [],
    })
    for (const fault of ['SIGSEGV', 'SIGBUS', 'SIGILL', 'SIGFPE'])
      expect(process.listenerCount(fault)).toBe(0)
    expect(process.listenerCount('SIGTERM')).toBe(before + 1)
    // The listeners just added are the last of each event; they are taken off again.
    const events: NodeJS.EventEmitter = process
    for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'uncaughtException', 'unhandledRejection']) {
      const listeners = events.listeners(event)
      events.removeListener(event, listeners[listeners.length - 1] as () => void)
    }
  })
})

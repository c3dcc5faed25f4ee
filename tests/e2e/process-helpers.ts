import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'

// Helpers for journeys that start the server themselves (npm start, npm run dev, bad settings).

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** True once the server on this port answers its liveness probe. */
export const healthy = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok
  } catch {
    return false
  }
}

/** Polls `check` every 250 ms until it holds or the time is up. */
export async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

export type ProcessInfo = { pid: number; ppid: number; state: string; command: string; cpuTicks: number }

/** A process as /proc shows it (Linux), or undefined once it is gone. */
export function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name is in parentheses and may hold spaces: the fields after it are split.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
    return {
      pid,
      ppid: Number(fields[1]),
      state: fields[0] ?? '?',
      command,
      cpuTicks: Number(fields[11]) + Number(fields[12]),
    }
  } catch {
    return undefined
  }
}

/** Every process whose environment holds `name=value` (a run's own DATA_DIR marks all of its processes). */
export function processesWithEnv(name: string, value: string): ProcessInfo[] {
  const wanted = `${name}=${value}`
  const found: ProcessInfo[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(wanted)) continue
    } catch {
      continue
    }
    const info = processInfo(Number(entry))
    if (info && info.state !== 'Z') found.push(info)
  }
  return found
}

/** The share of one core each process used over `ms`, as "pid state cpu% command" lines. */
export async function describeWithCpu(processes: ProcessInfo[], ms = 1_000) {
  await new Promise((r) => setTimeout(r, ms))
  const ticksPerSecond = 100
  return processes.map((before) => {
    const after = processInfo(before.pid)
    const cpu = after ? ((after.cpuTicks - before.cpuTicks) / ticksPerSecond / (ms / 1000)) * 100 : 0
    return `${before.pid} ${after?.state ?? 'gone'} ${cpu.toFixed(0)}% CPU ${before.command}`
  })
}

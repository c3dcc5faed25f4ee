import { readFileSync } from 'node:fs'

/** A process's resident memory now, in bytes (Linux /proc; 0 elsewhere or once it has exited). */
export function rssBytes(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

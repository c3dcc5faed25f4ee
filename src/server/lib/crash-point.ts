/**
 * Named places where a fault-injection run may kill this process at once (SIGKILL, as `kill -9` does),
 * to prove that a payment survives a crash there. Chosen with TEST_CRASH_POINT, which the configuration
 * refuses in production; unset, every point does nothing.
 */
export const CRASH_POINTS = [
  /** Inside the fulfilment transaction: account, report and mails written, nothing committed. */
  'fulfilment.before-commit',
  /** The fulfilment transaction committed; the buyer's browser never gets the answer. */
  'fulfilment.after-commit',
] as const
export type CrashPointName = (typeof CRASH_POINTS)[number]

export type CrashPoint = (name: CrashPointName) => void

export const noCrashPoint: CrashPoint = () => {}

export function createCrashPoint(selected: CrashPointName | undefined): CrashPoint {
  if (!selected) return noCrashPoint
  return (name) => {
    if (name === selected) process.kill(process.pid, 'SIGKILL')
  }
}

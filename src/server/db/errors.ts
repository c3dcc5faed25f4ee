const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
])

/** True when an error (or its cause chain) means the database is unreachable rather than the query wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof e.code === 'string' && unavailableCodes.has(e.code)) return true
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(e.message)
    )
      return true
    current = e.cause
  }
  return false
}

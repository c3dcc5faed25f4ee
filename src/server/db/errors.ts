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

/**
 * The constraint a unique violation (23505) broke, found in the error or its cause chain (Drizzle wraps the
 * driver's error); undefined for any other error. An empty string when the driver did not name it.
 */
export function uniqueViolationOf(err: unknown): string | undefined {
  let current: unknown = err
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : ''
    current = e.cause
  }
  return undefined
}

/** Fields of a driver's error that quote row values (`Key (email)=(a@b.c) already exists`) or the query's. */
const valueFields = ['detail', 'where', 'internalQuery', 'parameters', 'params', 'query'] as const

/**
 * An error as the log may hold it: message, type, code, constraint and stack, never the values of a row
 * or of a query's parameters, down the cause chain.
 */
export function loggableError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 4) return err
  const e = err as Error & Record<string, unknown>
  const out: Record<string, unknown> = { type: e.name, message: e.message, stack: e.stack }
  for (const key of Object.keys(e)) {
    if (key === 'cause' || (valueFields as readonly string[]).includes(key)) continue
    const value = e[key]
    if (value === undefined || typeof value === 'function') continue
    out[key] = value
  }
  // Drizzle's query error repeats the statement's parameters in its message (and so in its stack).
  if (typeof e.message === 'string' && e.message.startsWith('Failed query:')) {
    const params = e.message.indexOf('\nparams:')
    if (params !== -1) {
      const redacted = `${e.message.slice(0, params)}\nparams: [REDACTED]`
      out.message = redacted
      if (typeof e.stack === 'string') {
        const frames = e.stack.indexOf('\n    at ')
        out.stack = `${e.name}: ${redacted}${frames === -1 ? '' : e.stack.slice(frames)}`
      }
    }
  }
  if (e.cause !== undefined) out.cause = loggableError(e.cause, depth + 1)
  return out
}

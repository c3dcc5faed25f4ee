import type { Config } from './config'
import { DataDirInUseError } from './db/client'

type SystemError = Error & { code?: string; syscall?: string }

const databaseCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH'])

/** Where the configured PostgreSQL server is, without its password. */
function databaseTarget(config: Config): string {
  if (!config.DATABASE_URL) return 'the embedded database'
  const url = new URL(config.DATABASE_URL)
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`
}

/**
 * One line that says what went wrong at start-up and what to change, for the failures an operator meets
 * first; undefined for anything else (which is then printed in full).
 */
export function startupFailureMessage(err: unknown, config: Config): string | undefined {
  const e = err as SystemError
  const cause = (e?.cause ?? {}) as SystemError
  const code = e?.code ?? cause.code
  if (err instanceof DataDirInUseError) return err.message
  if (code === 'EADDRINUSE')
    return `Port ${config.PORT} on ${config.HOST} is already in use: stop the program using it or set PORT to another port.`
  if (code === 'EACCES' && e?.syscall === 'listen')
    return `Not allowed to listen on port ${config.PORT}: choose a port above 1023 with PORT.`
  if (code && databaseCodes.has(code))
    return `Cannot reach the database at ${databaseTarget(config)} (${code}): is PostgreSQL running there, and is DATABASE_URL right?`
  if (code === '28P01' || code === '28000')
    return `The database at ${databaseTarget(config)} refused the user or password in DATABASE_URL.`
  if (code === '3D000')
    return `The database named in DATABASE_URL does not exist at ${databaseTarget(config)}: create it (createdb) or fix the name.`
  return undefined
}

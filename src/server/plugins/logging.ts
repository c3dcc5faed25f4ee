import { writeSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify'
import type { Config } from '../config'
import { loggableError } from '../db/errors'
import { newId } from '../lib/ids'

const redact = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]']

/** Query parameters that carry secrets (emailed tokens sign a user in or set a password) or an address. */
const secretParams = /^(token|code|email|password|secret)$/i

/** Addresses whose last segment is a secret (a pitch deck's access token): the part kept, then the token. */
const secretPaths = /^((?:\/embed)?\/(?:api\/)?pitch-deck\/|\/api\/admin\/pitch-deck\/revoke\/)[^/?#]+/

/**
 * The request's address with a token in its path and every secret query parameter's value replaced by
 * [REDACTED].
 */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(secretPaths, '$1[REDACTED]')
  const q = url.indexOf('?')
  if (q === -1) return url
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = eq === -1 ? pair : pair.slice(0, eq)
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {
        // an undecodable name is kept as it is
      }
      return secretParams.test(decoded) ? `${name}=[REDACTED]` : pair
    })
    .join('&')
  return `${url.slice(0, q)}?${query}`
}

type LoggedRequest = {
  method: string
  url: string
  version?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/**
 * Fastify's request fields, with secrets taken out of the address; errors without the row values and query
 * parameters a database error carries (a unique violation quotes the email, a failed insert its hash).
 */
const serializers = {
  err: (err: Error) => loggableError(err) as { type: string; message: string; stack: string },
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    version: request.version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
}

/**
 * JSON lines (pino); readable lines in a development terminal when the formatter is installed. A terminal
 * is written to at once from this thread (no worker): a logging worker that cannot write to a terminal
 * that has gone away held the exit for 10 s (pino waits for it to drain), and lines no one can read any
 * more are dropped instead of failing the stop.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false
  const options = { level: config.LOG_LEVEL, redact, serializers }
  if (!process.stdout.isTTY) return options
  const pretty = config.NODE_ENV !== 'production' ? prettyFormatter() : undefined
  return { ...options, stream: terminalStream(1, pretty) }
}

type Format = (line: string) => string

/** pino-pretty's formatter, which is a development dependency: a production install runs without it. */
function prettyFormatter(): Format | undefined {
  try {
    const { prettyFactory } = createRequire(import.meta.url)('pino-pretty') as {
      prettyFactory: (options: object) => Format
    }
    return prettyFactory({ ignore: 'pid,hostname', colorize: true })
  } catch {
    return undefined
  }
}

/** Errors that mean no one reads the terminal any more (it was closed, or its reader went away). */
const goneCodes = new Set(['EIO', 'EPIPE', 'EBADF', 'ENXIO'])

const pause = new Int32Array(new SharedArrayBuffer(4))

/** A log destination writing each line to the terminal on `fd` before returning (as Node writes to one). */
export function terminalStream(fd: number, format?: Format) {
  let gone = false
  return {
    write(line: string) {
      if (gone) return
      let rest = Buffer.from(format ? format(line) : line)
      while (rest.length > 0) {
        try {
          rest = rest.subarray(writeSync(fd, rest))
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code ?? ''
          if (code === 'EAGAIN') {
            Atomics.wait(pause, 0, 0, 1)
            continue
          }
          if (goneCodes.has(code)) gone = true
          return
        }
      }
    },
  }
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * A load balancer's `X-Request-Id` is kept so one id follows the request through every log; anything that
 * is not a short token (empty, too long, spaces, control characters) is replaced by a fresh id.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id']
  return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : newId()
}

const probePaths = new Set(['/healthz', '/readyz'])
const isProbe = (request: FastifyRequest) => probePaths.has(request.url)

/** Health probes arrive every few seconds: their request lines are logged at debug, not info. */
export class QuietProbesLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (isProbe(request)) request.log.debug({ req: request }, 'incoming request')
    else super.incomingRequest(request, reply)
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!error && isProbe(request))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed')
    else super.requestCompleted(error, request, reply)
  }
}

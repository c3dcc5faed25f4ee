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

/** JSON lines (pino); readable lines in a development terminal when the formatter is installed. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false
  return {
    level: config.LOG_LEVEL,
    redact,
    serializers,
    ...(process.stdout.isTTY && config.NODE_ENV !== 'production' && prettyLogsInstalled()
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  }
}

/** The readable log formatter is a development dependency: a production install runs without it. */
function prettyLogsInstalled() {
  try {
    createRequire(import.meta.url).resolve('pino-pretty')
    return true
  } catch {
    return false
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

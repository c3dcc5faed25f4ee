import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error'

/**
 * Text the database cannot store (NUL) or that is not valid Unicode (an unpaired surrogate, a
 * percent-encoded byte sequence that is not UTF-8) is refused at the edge, before any route runs.
 */
export const invalidCharactersMessage =
  'The request contains characters that are not allowed (a NUL byte or invalid Unicode)'

const refuse = () => new AppError('INVALID_CHARACTERS', invalidCharactersMessage)

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const isBadText = (value: string) => value.includes('\u0000') || loneSurrogate.test(value)

/** Runs of percent-escapes are decoded as UTF-8; a run that is not valid UTF-8 is refused. */
function badUrl(url: string): boolean {
  if (isBadText(url)) return true
  for (const run of url.match(/(?:%[0-9A-Fa-f]{2})+/g) ?? []) {
    let decoded: string
    try {
      decoded = decodeURIComponent(run)
    } catch {
      return true
    }
    if (isBadText(decoded)) return true
  }
  return false
}

/** Walks a parsed body: every string and every key. Depth is bounded by the body limit. */
function badValue(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBadText(value)
  if (value === null || typeof value !== 'object' || depth > 256) return false
  if (Buffer.isBuffer(value)) return false
  if (Array.isArray(value)) return value.some((v) => badValue(v, depth + 1))
  for (const [key, v] of Object.entries(value)) {
    if (isBadText(key) || badValue(v, depth + 1)) return true
  }
  return false
}

export function checkUrl(request: FastifyRequest) {
  if (badUrl(request.url)) throw refuse()
}

/** The address is checked first of all; a body once it is parsed, before validation. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    checkUrl(request)
    done()
  })
  app.addHook('preValidation', (request, _reply, done) => {
    if (badValue(request.body)) throw refuse()
    done()
  })
}

/** Errors the router raises before any hook (an address it cannot decode) answer in the one shape too. */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const badUrl = err.code === 'FST_ERR_BAD_URL'
  reply
    .code(400)
    .type('application/json')
    .send({
      error: badUrl ? 'INVALID_CHARACTERS' : 'BAD_REQUEST',
      message: badUrl ? invalidCharactersMessage : 'Invalid request',
      requestId: request.id,
    })
}

import type { ApiError } from '@shared/http/api-error'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isDatabaseUnavailable, uniqueViolationOf } from '../db/errors'
import { AppError } from '../lib/app-error'

const publicCodes: Record<number, string> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
}

const publicMessages: Record<number, string> = {
  413: 'The request body is too large',
  415: 'Unsupported content type: send JSON',
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: Omit<ApiError, 'requestId'>,
) {
  return reply
    .status(status)
    .type('application/json')
    .send({ ...body, requestId: request.id })
}

/** One error handler and one 404 handler: every failure answers `{ error, message, details?, requestId }`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers)
      if (err.statusCode >= 500) request.log.error({ err }, err.message)
      return send(reply, request, err.statusCode, {
        error: err.code,
        message: err.message,
        details: err.details,
      })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }))
      const first = details[0]
      return send(reply, request, 400, {
        error: 'VALIDATION_FAILED',
        message: first ? first.message : 'Invalid request',
        details,
      })
    }
    // Two requests racing past the same check (two sign-ups on one email): the loser's insert breaks a
    // unique index. That is a conflict, not a fault; the row's values are never quoted back.
    if (uniqueViolationOf(err) !== undefined) {
      return send(reply, request, 409, {
        error: 'CONFLICT',
        message: 'This already exists. Please reload and try again.',
      })
    }
    const status = isDatabaseUnavailable(err) ? 503 : (err.statusCode ?? 500)
    if (status >= 500) {
      if (status === 503) request.log.warn({ err: err.message }, 'database unavailable')
      else request.log.error({ err }, 'request failed')
      return send(reply, request, status === 503 ? 503 : 500, {
        error: status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
        message:
          status === 503 ? 'Service temporarily unavailable, please retry shortly' : 'Internal Server Error',
      })
    }
    if (status === 429) {
      return send(reply, request, 429, {
        error: 'RATE_LIMITED',
        message: 'Too many requests, please slow down',
      })
    }
    return send(reply, request, status, {
      error: publicCodes[status] ?? err.code ?? 'BAD_REQUEST',
      message: publicMessages[status] ?? err.message,
    })
  })
}

/** Unknown addresses answer a small JSON 404, counted by the rate limit like any route. */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
    send(reply, request, 404, {
      error: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    }),
  )
}

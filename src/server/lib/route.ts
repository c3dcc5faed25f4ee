import { ApiErrorSchema } from '@shared/http/api-error'
import type { Endpoint, ResponseSchemaOf } from '@shared/http/endpoint'
import { schemaOf } from '@shared/http/endpoint'
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Access } from '../plugins/access'

/** The failures a route documents (each answered in the one error shape). */
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503

/** What only the server knows about a route: who may call it, its headers, and its OpenAPI description. */
export type RouteOptions = Omit<FastifyContextConfig, 'access' | 'jsonHeaders'> & {
  access: Access
  tags: readonly string[]
  summary: string
  description?: string
  /** The failures it may answer, in the order the OpenAPI document lists them. */
  errors?: readonly ErrorStatus[]
  /** Failures answered in a shape of their own, not the one error shape (the readiness probe's 503). */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>
  /** Left out of the OpenAPI document. */
  hide?: boolean
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined

/** The contract's headers, when it has any (the request's own headers otherwise). */
type HeadersOf<E> = E extends { headers: infer H extends z.ZodType } ? { Headers: z.output<H> } : unknown

/** The request as the handler sees it: parameters, query, body and headers already checked by their schemas. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<
  {
    Params: Out<E['params']>
    Querystring: Out<E['query']>
    Body: Out<E['body']>
  } & HeadersOf<E>
>

/**
 * The handler answers with the contract's response (sent with the contract's status), or sends the reply
 * itself (a file, an HTML page, an answer kept serialised) and returns it.
 */
export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<z.output<ResponseSchemaOf<E>> | FastifyReply>

/**
 * Registers the route an endpoint contract describes: its method, path and schemas come from the contract
 * (so the route, the client and the OpenAPI document agree), its access and headers from `options`.
 */
export async function route<E extends Endpoint>(
  app: FastifyInstance,
  contract: E,
  options: RouteOptions,
  handler: ContractHandler<E>,
): Promise<void> {
  const { tags, summary, description, errors = [], errorBodies = {}, hide, ...config } = options
  const status = contract.status ?? 200
  const response: Record<number, z.ZodType> = {}
  if (contract.response) response[status] = await schemaOf(contract.response)
  for (const code of errors) response[code] = ApiErrorSchema
  Object.assign(response, errorBodies)
  app.route({
    method: contract.method,
    url: contract.path,
    // An HTML page gets the page headers, not the JSON ones (`plugins/security.ts`).
    config: contract.html ? { ...config, html: true } : config,
    schema: {
      tags: [...tags],
      summary,
      ...(description ? { description } : {}),
      ...(hide ? { hide } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.file ? { produces: [contract.file] } : {}),
      ...(contract.form ? { consumes: ['multipart/form-data'] } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as ContractRequest<E>, reply)
      if (answer === reply) return reply
      if (status !== 200) reply.status(status)
      return answer
    },
  })
}

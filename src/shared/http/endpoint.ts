import type { z } from 'zod'

/**
 * A shared schema, or a loader of one: an answer the page usually gets with its HTML keeps its schema out of
 * the first chunk, the client loading it only when it asks the server itself.
 */
export type SchemaSource<S extends z.ZodType = z.ZodType> = S | (() => Promise<S>)

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One endpoint's contract, shared by the route that serves it and the client that calls it: the method, the
 * path (`:name` for a parameter), the schemas of what it takes and of its answer, and the answer's status.
 * The server registers the route from it (`server/lib/route.ts`, which also feeds the OpenAPI document);
 * the client calls it (`client/lib/api-client.ts` `call`) and keys its cache with `keyOf`.
 */
export type Endpoint = {
  method: HttpMethod
  path: `/${string}`
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** The body is a multipart form (a file upload) the handler reads itself; `call` sends it as `form`. */
  form?: true
  /** Headers the call sends besides the cookie (a visitor's token); the answer depends on them. */
  headers?: z.ZodType
  /** The answer's status when it succeeds; 200 unless said. */
  status?: 200 | 201 | 202
  /** The answer is a file of this type, not JSON. */
  file?: `${string}/${string}`
} & (
  | {
      /**
       * The answer's schema, or its loader written `async () => (await import('…')).Schema` (a loader written
       * with `.then` loses the schema's type to the contract's).
       */
      response: SchemaSource
      html?: never
    }
  | {
      /** The answer is an HTML page (a mail's link) the handler sends itself: no schema, none documented. */
      html: true
      response?: never
    }
)

/** Declares a contract; the literal types (method, path, schemas) are kept for `route` and `call`. */
export const endpoint = <const E extends Endpoint>(contract: E): E => contract

type Part<E, K extends 'params' | 'query' | 'body' | 'headers'> = E extends {
  [P in K]: infer S extends z.ZodType
}
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never }

/**
 * What a call passes: the path's parameters, the query, the body (or the multipart `form`) and the headers,
 * each only when the contract has it.
 */
export type ArgsOf<E extends Endpoint> = Part<E, 'params'> &
  Part<E, 'query'> &
  Part<E, 'body'> &
  Part<E, 'headers'> &
  (E extends { form: true } ? { form: FormData } : { form?: never })

type Loaded<S> = S extends () => Promise<infer T> ? T : S

/** The schema of the endpoint's answer, loaded or not. */
export type ResponseSchemaOf<E extends Endpoint> =
  Loaded<E['response']> extends z.ZodType ? Loaded<E['response']> : never

/** The answer as the client holds it once parsed. */
export type ResponseOf<E extends Endpoint> = z.output<ResponseSchemaOf<E>>

/** Whether a call needs arguments at all (a contract without params, query, body or headers takes none). */
export type CallArgs<E extends Endpoint> = E extends
  | { params: z.ZodType }
  | { query: z.ZodType }
  | { body: z.ZodType }
  | { form: true }
  | { headers: z.ZodType }
  ? [args: ArgsOf<E>]
  : [args?: ArgsOf<E>]

/**
 * A loose answer schema typed by the fuller type it admits: the schema checks the fields the pages read and
 * keeps the rest as sent (the engine's detail), the type names that detail. The compiler checks that every
 * value of the type passes the schema's shape, so the two cannot drift apart.
 */
export const admitting =
  <T>() =>
  <S extends z.ZodType>(
    schema: S & ([T] extends [z.output<S>] ? unknown : never),
  ): z.ZodType<T, z.input<S>> =>
    schema as unknown as z.ZodType<T, z.input<S>>

export const schemaOf = async <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> =>
  typeof source === 'function' ? source() : source

const queryString = (query: unknown): string => {
  if (query === undefined || query === null) return ''
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(name, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The address a call goes to: the path with its parameters filled in (encoded), then the query. */
export function urlOf<E extends Endpoint>(contract: E, ...[args]: CallArgs<E>): string {
  const params = (args?.params ?? {}) as Record<string, unknown>
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null) throw new Error(`${contract.path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
  return path + queryString(args?.query)
}

/**
 * The TanStack Query key of an answer: its path with the parameters filled in, then the query, the body and
 * the headers when the call has them. The server's page loaders seed the cache under the same keys, and a
 * list's key (no query) is the prefix that invalidates every filtered copy of it.
 */
export function keyOf<E extends Endpoint>(contract: E, ...[args]: CallArgs<E>): readonly unknown[] {
  const path = urlOf(contract, ...([{ params: args?.params }] as CallArgs<E>))
  return [
    path,
    ...(args?.query !== undefined ? [args.query] : []),
    ...(args?.body !== undefined ? [args.body] : []),
    ...(args?.headers !== undefined ? [args.headers] : []),
  ] as const
}

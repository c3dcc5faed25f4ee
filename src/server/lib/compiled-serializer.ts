import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { $ZodType, safeEncode } from 'zod/v4/core'

type ResponseSchema = $ZodType | { properties: $ZodType }

const zodOf = (schema: ResponseSchema): $ZodType => {
  if (schema instanceof $ZodType) return schema
  if (schema.properties instanceof $ZodType) return schema.properties
  throw new Error('A response schema must be a zod schema')
}

/**
 * A zod response schema as JSON Schema, for the compiled serialiser. The wire form is the encoded side
 * (what `safeEncode` sends), so the input shape; whatever JSON Schema cannot say (a transform) is left open
 * and serialised as JSON.stringify would.
 */
export const responseJsonSchema = (schema: $ZodType) =>
  z.toJSONSchema(schema, { io: 'input', target: 'draft-07', unrepresentable: 'any', reused: 'inline' })

class CompiledSerialiserMismatch extends Error {
  constructor(method: string, url: string, compiled: unknown, expected: unknown) {
    super(
      `${method} ${url}: the compiled serialiser sent ${JSON.stringify(compiled)} where the zod schema sends ${JSON.stringify(expected)}`,
    )
  }
}

/**
 * Each route's response schemas are turned into JSON Schema once, when the route is registered, and
 * serialised by Fastify's compiled serialiser (fast-json-stringify): no zod check per answer (ADR 043).
 * With `check` (everywhere but production) each answer is first checked and encoded by zod as before, and
 * the compiled text must say the same, so a wrong shape, or a schema the compiler reads differently from
 * zod, fails the API tests.
 */
export function createCompiledSerializer({
  check,
}: {
  check: boolean
}): FastifySerializerCompiler<ResponseSchema> {
  // Many routes answer with the same schema (the error shape): each is compiled once.
  const compiled = new WeakMap<$ZodType, (data: unknown) => string>()
  const compile = (zodSchema: $ZodType) => {
    let stringify = compiled.get(zodSchema)
    if (!stringify) {
      stringify = fastJson(responseJsonSchema(zodSchema) as Parameters<typeof fastJson>[0])
      compiled.set(zodSchema, stringify)
    }
    return stringify
  }
  return ({ schema, method, url }) => {
    const zodSchema = zodOf(schema)
    const stringify = compile(zodSchema)
    if (!check) return stringify
    return (data) => {
      const encoded = safeEncode(zodSchema, data)
      if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error })
      const text = stringify(data)
      const zodText = JSON.stringify(encoded.data) ?? 'null'
      // Both write keys in the schema's order, so the texts are usually equal; else the values must be.
      if (text === zodText) return text
      const sent = JSON.parse(text)
      const expected = JSON.parse(zodText)
      if (!isDeepStrictEqual(sent, expected))
        throw new CompiledSerialiserMismatch(method, url, sent, expected)
      return text
    }
  }
}

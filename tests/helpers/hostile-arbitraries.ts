import fc from 'fast-check'
import { z } from 'zod'

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
}

/** Strings an attacker sends: control characters, unpaired surrogates, injection, huge, prototype keys. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\r\nBcc: victim@example.com',
    '__proto__',
    'constructor',
    '😀'.repeat(50),
    'NaN',
    '-1',
    '1e309',
  ),
  fc.integer({ min: 1, max: 5 }).map((n) => 'A'.repeat(n * 20_000)),
)

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, -0.5, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER + 2),
)

/** Any JSON value, nested deep at times. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }),
  fc.integer({ min: 1, max: 60 }).map((depth) => {
    let v: unknown = 'deep'
    for (let i = 0; i < depth * 10; i++) v = [v]
    return v
  }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}')),
)

/** A value of the right type (so the request reaches past the first check), or a hostile one. */
function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return anyJson
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), anyJson)
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(valueFor))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return fc.oneof(hostileString, fc.emailAddress(), anyJson)
    case 'number':
    case 'integer':
      return fc.oneof(hostileNumber, anyJson)
    case 'boolean':
      return fc.oneof(fc.boolean(), anyJson)
    case 'array':
      return fc.oneof(fc.array(valueFor(schema.items), { maxLength: 20 }), anyJson)
    case 'object':
      return bodyFrom(schema)
    default:
      return anyJson
  }
}

/** Objects shaped by the schema: fields missing, wrong or hostile, extra fields and prototype keys. */
function bodyFrom(schema: JsonSchema): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {})
  const shaped = fc
    .tuple(
      fc.record(Object.fromEntries(props.map(([k, v]) => [k, valueFor(v)])), { requiredKeys: [] }),
      fc.dictionary(
        fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'role', 'id')),
        anyJson,
        {
          maxKeys: 3,
        },
      ),
    )
    .map(([known, extra]) => ({ ...extra, ...known }))
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson })
}

/** Hostile bodies for a route, generated from its zod body schema. */
export function hostileBodies(zodSchema: unknown): fc.Arbitrary<unknown> {
  let json: JsonSchema = {}
  try {
    json = z.toJSONSchema(zodSchema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    json = {}
  }
  return json.type === 'object' || json.properties ? bodyFrom(json) : valueFor(json)
}

/** Hostile path segments and query values (encoded as a client would send them). */
export const hostileSegment = fc
  .oneof(
    hostileString.filter((s) => s.length < 2_000),
    fc.constantFrom('..', '.', '%2e%2e', '%ff', '%c0%af', '%ed%a0%80'),
  )
  .map((s) => (/^%/.test(s) ? s : encodeSegment(s)))

/** Percent-encodes a value; an unpaired surrogate (which cannot be encoded) is sent as its UTF-8 bytes. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s) || 'x'
  } catch {
    return '%ed%a0%80'
  }
}

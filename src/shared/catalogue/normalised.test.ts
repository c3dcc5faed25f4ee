import { setFlagsFromString } from 'node:v8'
import { describe, expect, it } from 'vitest'
import { normalised } from './normalised'
import { ProviderSchema } from './provider.schemas'
import { PROVIDERS } from './providers'

// V8's own check of an object's property layout (ADR 033): a dictionary-mode entry makes every field the
// engine reads a hash lookup.
setFlagsFromString('--allow-natives-syntax')
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean

describe('catalogue entries as the engine reads them', () => {
  it('keep fast properties, in one shape, with their fees and eligibility', () => {
    for (const p of PROVIDERS) {
      expect(hasFastProperties(p), p.id).toBe(true)
      expect(haveSameMap(p, PROVIDERS[0] as object), p.id).toBe(true)
      expect(hasFastProperties(p.otherFees), p.id).toBe(true)
      if (p.eligibility) expect(hasFastProperties(p.eligibility), p.id).toBe(true)
    }
  })

  it('keep fast properties and the same fields when read back from the database', () => {
    const entry = normalised(ProviderSchema.parse(PROVIDERS[0]))
    expect(hasFastProperties(entry)).toBe(true)
    expect(entry).toEqual(PROVIDERS[0])
    expect(Object.keys(entry)).toEqual(Object.keys(PROVIDERS[0] as object))
  })
})

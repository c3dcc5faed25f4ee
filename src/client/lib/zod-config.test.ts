import { describe, expect, it } from 'vitest'
import './zod-config'

describe('zod configuration in the browser', () => {
  it('is in force for zod loaded afterwards: schemas validate without generated code (no eval under the CSP)', async () => {
    const { z } = await import('zod')
    expect(z.config().jitless).toBe(true)
    const schema = z.object({ id: z.string() })
    expect(schema.parse({ id: 'a', extra: 1 })).toEqual({ id: 'a' })
  })
})

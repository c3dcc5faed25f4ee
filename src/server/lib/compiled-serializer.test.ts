import Fastify from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createCompiledSerializer } from './compiled-serializer'

const Shape = z.object({
  id: z.string(),
  score: z.number().int(),
  note: z.string().nullable(),
  optional: z.string().optional(),
  tags: z.array(z.enum(['a', 'b'])),
  counts: z.record(z.string(), z.number()),
  choice: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('fee'), percent: z.number() }),
    z.object({ kind: z.literal('flat'), cents: z.number().int(), label: z.string().nullish() }),
  ]),
  extra: z.looseObject({ keep: z.boolean() }),
})

async function appAnswering(check: boolean, answer: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(createCompiledSerializer({ check }))
  app.get('/', { schema: { response: { 200: Shape } } }, async () => answer as z.infer<typeof Shape>)
  await app.ready()
  return app
}

const good = {
  id: 'x1',
  score: 3,
  note: null,
  tags: ['a', 'b'],
  counts: { visa: 2, amex: 0 },
  choice: { kind: 'flat', cents: 30, label: null },
  extra: { keep: true, more: 'kept by a loose object' },
}

describe('the compiled response serialiser', () => {
  it('sends what the zod schema sends, unknown keys of a strict object left out', async () => {
    for (const check of [true, false]) {
      const app = await appAnswering(check, { ...good, secret: 'never sent' })
      const res = await app.inject({ method: 'GET', url: '/' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(good)
      expect(res.body).not.toContain('never sent')
      await app.close()
    }
  })

  it('fails an answer of the wrong shape outside production, where the compiled text would hide it', async () => {
    const wrong = { ...good, score: '3' }
    const checked = await appAnswering(true, wrong)
    const res = await checked.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(500)
    await checked.close()

    // Without the check the compiled serialiser coerces the string, which is why the test suites check.
    const production = await appAnswering(false, wrong)
    const sent = await production.inject({ method: 'GET', url: '/' })
    expect(sent.json().score).toBe(3)
    await production.close()
  })
})

import { promoCodeApi } from '@shared/promo-codes/promo-code.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

/** Per-IP budget for promo validation: enough for typos, far too few to guess codes. */
export const promoValidateLimit = { max: 30, windowMs: 15 * 60_000 }

export const promoCodeRoutes: FastifyPluginAsync = async (app) => {
  const { promoCodes, limiter } = app.services

  await route(
    app,
    promoCodeApi.validate,
    { access: 'public', tags: ['checkout'], summary: 'Check a promo code', errors: [400, 429] },
    async (request) => {
      await limiter.consume(
        `promo:ip:${request.ip}`,
        promoValidateLimit,
        'Too many promo code attempts. Please wait and try again.',
      )
      return promoCodes.validate(request.body.code)
    },
  )

  const admin = { access: 'admin', tags: ['admin'], errors: [400, 401, 403, 404] } as const

  await route(app, promoCodeApi.list, { ...admin, noStore: true, summary: 'All promo codes' }, async () => ({
    promoCodes: await promoCodes.list(),
  }))

  await route(
    app,
    promoCodeApi.create,
    { ...admin, summary: 'Create a promo code (the code is generated)' },
    async (request) => ({ promoCode: await promoCodes.create(request.body) }),
  )

  await route(app, promoCodeApi.update, { ...admin, summary: 'Update a promo code' }, async (request) => ({
    promoCode: await promoCodes.update(request.params.id, request.body),
  }))

  await route(app, promoCodeApi.delete, { ...admin, summary: 'Delete a promo code' }, async (request) => {
    await promoCodes.delete(request.params.id)
    return { message: 'Promo code deleted' }
  })
}

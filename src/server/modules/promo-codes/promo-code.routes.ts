import { ApiErrorSchema } from '@shared/http/api-error'
import {
  CreatePromoCodeRequestSchema,
  PromoCodeListResponseSchema,
  PromoCodeResponseSchema,
  UpdatePromoCodeRequestSchema,
  ValidatePromoCodeRequestSchema,
  ValidatePromoCodeResponseSchema,
} from '@shared/promo-codes/promo-code.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** Per-IP budget for promo validation: enough for typos, far too few to guess codes. */
export const promoValidateLimit = { max: 30, windowMs: 15 * 60_000 }

const IdParams = z.object({ id: z.string().min(1).max(64) })

export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promoCodes, limiter } = app.services
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }

  app.post(
    '/api/promo-codes/validate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary: 'Check a promo code',
        body: ValidatePromoCodeRequestSchema,
        response: { 200: ValidatePromoCodeResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      await limiter.consume(
        `promo:ip:${request.ip}`,
        promoValidateLimit,
        'Too many promo code attempts. Please wait and try again.',
      )
      return promoCodes.validate(request.body.code)
    },
  )

  const tags = ['admin']

  app.get(
    '/api/admin/promo-codes',
    {
      config: { access: 'admin', noStore: true },
      schema: { tags, summary: 'All promo codes', response: { 200: PromoCodeListResponseSchema, ...errors } },
    },
    async () => {
      return { promoCodes: await promoCodes.list() }
    },
  )

  app.post(
    '/api/admin/promo-codes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a promo code (the code is generated)',
        body: CreatePromoCodeRequestSchema,
        response: { 201: PromoCodeResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ promoCode: await promoCodes.create(request.body) }),
  )

  app.put(
    '/api/admin/promo-codes/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update a promo code',
        params: IdParams,
        body: UpdatePromoCodeRequestSchema,
        response: { 200: PromoCodeResponseSchema, ...errors },
      },
    },
    async (request) => ({ promoCode: await promoCodes.update(request.params.id, request.body) }),
  )

  app.delete(
    '/api/admin/promo-codes/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a promo code',
        params: IdParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await promoCodes.delete(request.params.id)
      return { message: 'Promo code deleted' }
    },
  )
}

import {
  CheckoutAssessmentSchema,
  CreatePaymentIntentRequestSchema,
  CreatePaymentIntentResponseSchema,
  FreeOrderRequestSchema,
  OrderResultSchema,
  PaymentSuccessRequestSchema,
} from '@shared/checkout/checkout.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { FulfilmentResult } from '../fulfilment/fulfilment.service'
import { successMessage } from './checkout.service'

/** Per-IP budget for the calls that create intents or accounts. */
export const orderLimit = { max: 60, windowMs: 15 * 60_000 }

const toOrderResult = (result: FulfilmentResult) => ({
  success: true as const,
  message: successMessage(result),
  reportId: result.reportId,
  account: result.account,
  email: result.email,
})

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, limiter } = app.services
  const tags = ['checkout']
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema }
  const limit = (ip: string) => limiter.consume(`order:ip:${ip}`, orderLimit)

  app.get(
    '/api/checkout/:assessmentId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Order summary for an assessment (report type and list price)',
        params: z.object({ assessmentId: z.string().min(1).max(64) }),
        response: { 200: CheckoutAssessmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return checkout.summary(request.params.assessmentId)
    },
  )

  app.post(
    '/api/create-payment-intent',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Price the order on the server and create (or reuse) a payment intent',
        body: CreatePaymentIntentRequestSchema,
        response: { 200: CreatePaymentIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      await limit(request.ip)
      return checkout.createPaymentIntent(request.body)
    },
  )

  app.post(
    '/api/payment/success',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Fulfil a succeeded payment (idempotent per payment intent)',
        body: PaymentSuccessRequestSchema,
        response: { 200: OrderResultSchema, ...errors },
      },
    },
    async (request) => {
      await limit(request.ip)
      return toOrderResult(await checkout.confirmSuccess(request.body))
    },
  )

  app.post(
    '/api/payment/free-order',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Place an order whose total is 0 (a 100% promo)',
        body: FreeOrderRequestSchema,
        response: { 200: OrderResultSchema, ...errors },
      },
    },
    async (request) => {
      await limit(request.ip)
      return toOrderResult(await checkout.freeOrder(request.body))
    },
  )
}

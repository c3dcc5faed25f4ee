import {
  CheckoutAssessmentSchema,
  CheckoutBuyerRequestSchema,
  CreatePaymentIntentRequestSchema,
  CreatePaymentIntentResponseSchema,
  FreeOrderRequestSchema,
  OrderResultSchema,
  PaymentSuccessRequestSchema,
} from '@shared/checkout/checkout.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { FulfilmentResult } from '../fulfilment/fulfilment.service'
import type { CheckoutBrowser } from './checkout.service'
import { successMessage } from './checkout-messages'

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
  const { accounts, checkout, checkoutCookie, limiter, sessions } = app.services
  const tags = ['checkout']
  const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema }
  const limit = (ip: string) => limiter.consume(`order:ip:${ip}`, orderLimit)
  const browser = (request: FastifyRequest): CheckoutBrowser => ({
    tokenHash: checkoutCookie.read(request),
    userId: request.user?.id ?? null,
  })
  /** The buyer whose account this purchase created is signed in here, in the browser that paid. */
  const signInBuyer = async (request: FastifyRequest, reply: FastifyReply, result: FulfilmentResult) => {
    if (result.account !== 'created' || request.user?.id === result.userId) return
    const user = await accounts.findById(result.userId)
    if (!user) return
    const token = await sessions.create(user, {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    })
    app.sessionCookies.set(reply, token)
  }

  app.get(
    '/api/checkout/:assessmentId',
    {
      config: { access: 'public', noStore: true },
      schema: {
        tags,
        summary: 'Order summary for an assessment (report type and list price)',
        params: z.object({ assessmentId: z.string().min(1).max(64) }),
        response: { 200: CheckoutAssessmentSchema, ...errors },
      },
    },
    async (request) => {
      return checkout.summary(request.params.assessmentId)
    },
  )

  app.post(
    '/api/create-payment-intent',
    {
      config: { access: 'public', noStore: true },
      schema: {
        tags,
        summary: 'Price the order on the server and create (or reuse) a payment intent',
        body: CreatePaymentIntentRequestSchema,
        response: { 200: CreatePaymentIntentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await limit(request.ip)
      return checkout.createPaymentIntent(
        request.body,
        checkoutCookie.ensure(request, reply),
        request.user?.id ?? null,
      )
    },
  )

  app.post(
    '/api/checkout/buyer',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Name the buyer of this browser's payment intent before the card is charged",
        body: CheckoutBuyerRequestSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await limit(request.ip)
      return checkout.acceptBuyer(request.body, browser(request))
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
    async (request, reply) => {
      await limit(request.ip)
      const result = await checkout.confirmSuccess(request.body, browser(request))
      await signInBuyer(request, reply, result)
      return toOrderResult(result)
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
    async (request, reply) => {
      await limit(request.ip)
      const result = await checkout.freeOrder(request.body, browser(request))
      await signInBuyer(request, reply, result)
      return toOrderResult(result)
    },
  )
}

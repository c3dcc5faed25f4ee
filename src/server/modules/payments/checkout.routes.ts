import { checkoutApi } from '@shared/checkout/checkout.api'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { route } from '../../lib/route'
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

export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const { accounts, checkout, checkoutCookie, limiter, sessions } = app.services
  const open = { access: 'public', tags: ['checkout'], errors: [400, 404, 409, 429] } as const
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

  await route(
    app,
    checkoutApi.summary,
    { ...open, noStore: true, summary: 'Order summary for an assessment (report type and list price)' },
    async (request) => checkout.summary(request.params.assessmentId),
  )

  await route(
    app,
    checkoutApi.createPaymentIntent,
    {
      ...open,
      noStore: true,
      summary: 'Price the order on the server and create (or reuse) a payment intent',
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

  await route(
    app,
    checkoutApi.buyer,
    { ...open, summary: "Name the buyer of this browser's payment intent before the card is charged" },
    async (request) => {
      await limit(request.ip)
      return checkout.acceptBuyer(request.body, browser(request))
    },
  )

  await route(
    app,
    checkoutApi.paymentSuccess,
    { ...open, summary: 'Fulfil a succeeded payment (idempotent per payment intent)' },
    async (request, reply) => {
      await limit(request.ip)
      const result = await checkout.confirmSuccess(request.body, browser(request))
      await signInBuyer(request, reply, result)
      return toOrderResult(result)
    },
  )

  await route(
    app,
    checkoutApi.freeOrder,
    { ...open, summary: 'Place an order whose total is 0 (a 100% promo)' },
    async (request, reply) => {
      await limit(request.ip)
      const result = await checkout.freeOrder(request.body, browser(request))
      await signInBuyer(request, reply, result)
      return toOrderResult(result)
    },
  )
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import { newToken, sha256 } from '../../lib/ids'

/**
 * The checkout cookie ties a payment intent to the browser that created it: only that browser is
 * handed the intent again, may name its buyer, and may report its success. An assessment id (a
 * shareable link) is not enough to act on someone else's purchase.
 */
export function createCheckoutCookie(config: Config) {
  const name = config.isSecure ? '__Host-pm_checkout' : 'pm_checkout'
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.isSecure }
  return {
    /** The hash of this browser's checkout token, if it has one. */
    read: (request: FastifyRequest): string | null => {
      const token = request.cookies[name]
      return token ? sha256(token) : null
    },
    /** The browser's token hash, issuing a new token (valid a day) when it has none. */
    ensure: (request: FastifyRequest, reply: FastifyReply): string => {
      const existing = request.cookies[name]
      if (existing) return sha256(existing)
      const token = newToken()
      reply.setCookie(name, token, { ...options, maxAge: 24 * 3600 })
      return sha256(token)
    },
  }
}
export type CheckoutCookie = ReturnType<typeof createCheckoutCookie>

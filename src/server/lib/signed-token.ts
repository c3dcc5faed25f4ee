import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A short signed token (HMAC-SHA256) carrying a small JSON payload: the unsubscribe and address
 * confirmation links, which must work without signing in and cannot be forged or altered.
 */
export function createTokenSigner(key: () => Promise<string>) {
  const mac = async (body: string) =>
    createHmac('sha256', await key())
      .update(body)
      .digest('base64url')
  return {
    sign: async (payload: Record<string, string | number>) => {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
      return `${body}.${await mac(body)}`
    },
    /** The payload, or null when the token is malformed or its signature does not match. */
    verify: async (token: string): Promise<Record<string, unknown> | null> => {
      const [body, signature, extra] = token.split('.')
      if (!body || !signature || extra !== undefined) return null
      const expected = Buffer.from(await mac(body))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      try {
        const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
        return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null
      } catch {
        return null
      }
    },
  }
}
export type TokenSigner = ReturnType<typeof createTokenSigner>

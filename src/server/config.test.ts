import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      paymentGateway: 'sandbox',
      isSecure: false,
    })
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('fails listing every bad variable at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        PUBLIC_URL: 'not a url',
        SUPPORT_EMAIL: 'nope',
        ADMIN_EMAIL: 'admin@example.com',
      })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (err) {
      const message = (err as Error).message
      for (const key of ['PORT', 'PUBLIC_URL', 'SUPPORT_EMAIL', 'ADMIN_PASSWORD'])
        expect(message).toContain(key)
    }
  })

  it('marks https deployments secure and picks Stripe only with both keys', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/' })).toMatchObject({
      isSecure: true,
      PUBLIC_URL: 'https://example.com',
    })
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).paymentGateway).toBe('sandbox')
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }).paymentGateway,
    ).toBe('stripe')
  })
})

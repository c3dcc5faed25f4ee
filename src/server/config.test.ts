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

  it('derives PUBLIC_URL from PORT when it is not set', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000')
    expect(loadConfig({ PORT: '4310' }).PUBLIC_URL).toBe('http://localhost:4310')
    expect(loadConfig({ PORT: '4310', PUBLIC_URL: 'https://example.com' }).PUBLIC_URL).toBe(
      'https://example.com',
    )
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
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).paymentGateway,
    ).toBe('stripe')
  })

  const messageFor = (env: Record<string, string>) => {
    try {
      loadConfig(env)
    } catch (err) {
      if (err instanceof ConfigError) return err.message
      throw err
    }
    return ''
  }

  it('refuses an address users cannot reach, with one line that says what to write', () => {
    for (const value of ['localhost:3401', 'ftp://example.com', 'https://']) {
      expect(messageFor({ PUBLIC_URL: value })).toMatch(
        /^ {2}PUBLIC_URL: must be the address users reach, starting with http:\/\/ or https:\/\//m,
      )
    }
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3401' }).publicOrigin).toBe('http://localhost:3401')
  })

  it('refuses a database address that is not PostgreSQL', () => {
    expect(messageFor({ DATABASE_URL: 'http://db.example.com/app' })).toMatch(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    )
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@localhost:5432/app' }).DATABASE_URL).toBeDefined()
  })

  it('never takes payments with the sandbox in production unless asked to', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://example.com', MAIL_TRANSPORT: 'outbox' }
    expect(messageFor(production)).toContain('PAYMENT_GATEWAY: in production set Stripe keys')
    expect(loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' }).paymentGateway).toBe('sandbox')
  })

  it('requires the webhook signing secret with Stripe', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }
    expect(messageFor(keys)).toContain('STRIPE_WEBHOOK_SECRET: is required with Stripe')
    expect(messageFor({ ...keys, PAYMENT_GATEWAY: 'stripe' })).toContain('STRIPE_WEBHOOK_SECRET')
    expect(messageFor({ ...keys, PAYMENT_GATEWAY: 'sandbox' })).toBe('')
  })

  it('never lets a fault-injection crash point into production', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://example.com',
      PAYMENT_GATEWAY: 'sandbox',
      MAIL_TRANSPORT: 'outbox',
    }
    expect(messageFor({ ...production, TEST_CRASH_POINT: 'fulfilment.before-commit' })).toContain(
      'TEST_CRASH_POINT: is for fault-injection test runs only, never in production',
    )
    expect(messageFor({ TEST_CRASH_POINT: 'somewhere' })).toContain('TEST_CRASH_POINT')
    expect(loadConfig({ ...production, TEST_CRASH_POINT: '' }).TEST_CRASH_POINT).toBeUndefined()
  })

  it('never keeps production mail in the outbox without saying so: SMTP_URL, or MAIL_TRANSPORT=outbox on purpose', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://example.com',
      PAYMENT_GATEWAY: 'sandbox',
    }
    expect(messageFor(production)).toContain(
      'SMTP_URL: is required in production (or MAIL_TRANSPORT=outbox to keep mail in the database on purpose)',
    )
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' }).mailTransport).toBe('smtp')
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'outbox' }).mailTransport).toBe('outbox')
    expect(messageFor({ ...production, MAIL_TRANSPORT: 'smtp' })).toContain(
      'MAIL_TRANSPORT: smtp needs SMTP_URL',
    )
    expect(messageFor({ ...production, MAIL_TRANSPORT: 'pigeon' })).toContain('MAIL_TRANSPORT')
    // Outside production the outbox stays the default, and SMTP is used whenever SMTP_URL is set.
    expect(loadConfig({}).mailTransport).toBe('outbox')
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:1025' }).mailTransport).toBe('smtp')
  })

  it('sheds load in production and on a plain start, never under npm run dev (Vite’s own module requests)', () => {
    expect(loadConfig({}).MAX_EVENT_LOOP_DELAY_MS).toBe(1000)
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '500' }).MAX_EVENT_LOOP_DELAY_MS).toBe(500)
    expect(loadConfig({ DEV_SERVER: 'true' }).MAX_EVENT_LOOP_DELAY_MS).toBe(0)
    expect(loadConfig({ DEV_SERVER: 'true', MAX_EVENT_LOOP_DELAY_MS: '1000' }).MAX_EVENT_LOOP_DELAY_MS).toBe(
      0,
    )
  })
})

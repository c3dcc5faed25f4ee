import { isIP } from 'node:net'
import { DEFAULT_BRAND_NAME } from '@shared/catalogue/logo-names'
import type { PublicConfig } from '@shared/config/public-config'
import { z } from 'zod'
import { CRASH_POINTS } from './lib/crash-point'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .url({
        protocol: /^postgres(ql)?$/,
        message: 'must be a postgres:// URL such as postgres://user:password@localhost:5432/processormatch',
      })
      .optional(),
  ),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      hostname: z.regexes.hostname,
      message:
        'must be the address users reach, starting with http:// or https://, such as https://example.com',
    })
    // Unset: http://localhost:{PORT} (set in loadConfig, once PORT is known).
    .optional(),
  BRAND_NAME: z.string().min(1).default(DEFAULT_BRAND_NAME),
  SUPPORT_EMAIL: z.email().default('support@processormatch.com'),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  /** The administrator's authenticator secret (base32): enrols the admin's second factor at start-up. */
  ADMIN_TOTP_SECRET: optionalString
    .transform((v) => v?.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          /^[A-Z2-7]{26,}$/,
          'must be a base32 setup key (letters A-Z and digits 2-7) of at least 26 characters (128 bits)',
        )
        .optional(),
    ),
  /** Seals second-factor secrets at rest (AES-256-GCM); keep it out of the database and its backups. */
  TOTP_ENCRYPTION_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  /**
   * How mail leaves: 'smtp' (SMTP_URL) or 'outbox' (kept in the database only, readable at /dev/mail outside
   * production). Unset: smtp when SMTP_URL is set, else outbox, except in production, which needs SMTP_URL
   * or MAIL_TRANSPORT=outbox chosen on purpose.
   */
  MAIL_TRANSPORT: optionalString.pipe(z.enum(['smtp', 'outbox']).optional()),
  MAIL_FROM: z.string().default('ProcessorMatch <no-reply@processormatch.com>'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  AD_CONVERSION_TAG: optionalString,
  /** OpenAI-compatible chat endpoint for the SEO assistant; all three set, or the offline writer is used. */
  LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Sites allowed to frame the embed pages (/embed…): '*' (any site, the default) or a space- or
   * comma-separated list of origins such as 'https://shop.example.com https://partner.example'.
   */
  EMBED_ALLOWED_ORIGINS: z
    .string()
    .trim()
    .default('*')
    .transform((v) => (v === '' ? '*' : v))
    .pipe(
      z
        .string()
        .refine(
          (v) => v === '*' || v.split(/[\s,]+/).every(isOrigin),
          "must be '*' or a list of origins such as https://shop.example.com",
        ),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which X-Forwarded-For entries to believe: false (none, the default), the number of proxies in front
   * of the server (1 behind one load balancer), or the proxies' addresses / CIDR ranges. Never 'true',
   * which would let any client choose its own address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (v) => parseTrustProxy(v) !== undefined,
      "must be false, the number of proxies in front of the server (e.g. 1), or the proxies' addresses or ranges (e.g. 10.0.0.0/8, 192.168.1.7); true would let any client choose its own address",
    ),
  /**
   * Multiplies every rate-limit budget (default 1). Only for test runs that drive many journeys from one
   * address; production keeps 1.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  /** Requests a minute one address may send to the whole site (API, pages, unknown addresses). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /**
   * Load shedding: answer 503 while the event loop lags more than this (ms); 0 turns it off. Always off under
   * `npm run dev`, where the lag is Vite compiling the very modules the browser is asking for.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * Worker threads rendering report PDFs at once (default 1): each takes a core while it renders, so keep
   * it below the cores the server has, leaving one to answer requests.
   */
  PDF_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  /** A request's headers and body must arrive within this many seconds (slow senders are cut off). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ADMIN_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /** Set by `npm run dev`: Vite serves the browser code with hot reloading; never in production. */
  DEV_SERVER: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Fault-injection runs only (refused in production): the process kills itself at this point. */
  TEST_CRASH_POINT: optionalString.pipe(z.enum(CRASH_POINTS).optional()),
})

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])
const isProxyAddress = (v: string) => {
  if (namedRanges.has(v)) return true
  const [address, bits, extra] = v.split('/')
  if (extra !== undefined || !address) return false
  const family = isIP(address)
  if (!family) return false
  if (bits === undefined) return true
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/** false, a hop count, or a list of proxy addresses; undefined when the value is none of them. */
function parseTrustProxy(value: string): false | number | string[] | undefined {
  if (value === '' || value === 'false' || value === '0') return false
  if (/^\d+$/.test(value)) return Number(value)
  const list = value.split(/[\s,]+/).filter(Boolean)
  return list.length > 0 && list.every(isProxyAddress) ? list : undefined
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '')
  } catch {
    return false
  }
}

/** Rules across variables, checked even when single variables are also wrong, so every problem is listed. */
function crossFieldIssues(env: Record<string, string | undefined>): string[] {
  const set = (key: string) => Boolean(env[key]?.trim())
  const issues: string[] = []
  if (set('ADMIN_EMAIL') && !set('ADMIN_PASSWORD'))
    issues.push('  ADMIN_PASSWORD: is required when ADMIN_EMAIL is set')
  const stripeKeys = set('STRIPE_SECRET_KEY') && set('STRIPE_PUBLISHABLE_KEY')
  if (env.PAYMENT_GATEWAY === 'stripe' && !stripeKeys) {
    issues.push('  PAYMENT_GATEWAY: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY')
  }
  const stripe = env.PAYMENT_GATEWAY === 'stripe' || (!env.PAYMENT_GATEWAY && stripeKeys)
  if (stripe && !set('STRIPE_WEBHOOK_SECRET')) {
    issues.push(
      '  STRIPE_WEBHOOK_SECRET: is required with Stripe (the whsec_… signing secret of the webhook endpoint)',
    )
  }
  if (env.NODE_ENV === 'production' && !stripe && env.PAYMENT_GATEWAY !== 'sandbox') {
    issues.push(
      '  PAYMENT_GATEWAY: in production set Stripe keys, or PAYMENT_GATEWAY=sandbox to take test payments on purpose',
    )
  }
  if (env.MAIL_TRANSPORT?.trim() === 'smtp' && !set('SMTP_URL')) {
    issues.push('  MAIL_TRANSPORT: smtp needs SMTP_URL (such as smtp://user:password@mail.example.com:587)')
  } else if (env.NODE_ENV === 'production' && !set('SMTP_URL') && env.MAIL_TRANSPORT?.trim() !== 'outbox') {
    issues.push(
      '  SMTP_URL: is required in production (or MAIL_TRANSPORT=outbox to keep mail in the database on purpose)',
    )
  }
  if (env.NODE_ENV === 'production' && set('TEST_CRASH_POINT')) {
    issues.push('  TEST_CRASH_POINT: is for fault-injection test runs only, never in production')
  }
  if (env.NODE_ENV === 'production' && env.DEV_SERVER === 'true') {
    issues.push('  DEV_SERVER: is for `npm run dev` only, never in production')
  }
  return issues
}

export type Config = Omit<z.infer<typeof ConfigSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string
  paymentGateway: 'sandbox' | 'stripe'
  /** How mail leaves the server: to SMTP_URL, or kept in the outbox table only. */
  mailTransport: 'smtp' | 'outbox'
  isSecure: boolean
  publicOrigin: string
  /** CSP frame-ancestors sources for embed pages. */
  embedFrameAncestors: string[]
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[]
}

export class ConfigError extends Error {}

/** Parses the environment once; throws listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env)
  const lines = [
    ...(result.success
      ? []
      : result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)),
    ...crossFieldIssues(env),
  ]
  if (!result.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = result.data
  const publicUrl = new URL(c.PUBLIC_URL ?? `http://localhost:${c.PORT}`)
  return {
    ...c,
    PUBLIC_URL: publicUrl.origin + publicUrl.pathname.replace(/\/$/, ''),
    paymentGateway:
      c.PAYMENT_GATEWAY ?? (c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'sandbox'),
    mailTransport: c.MAIL_TRANSPORT ?? (c.SMTP_URL ? 'smtp' : 'outbox'),
    isSecure: publicUrl.protocol === 'https:',
    // Shedding Vite's module requests in development only breaks the page that caused the lag.
    MAX_EVENT_LOOP_DELAY_MS: c.DEV_SERVER ? 0 : c.MAX_EVENT_LOOP_DELAY_MS,
    trustProxy: parseTrustProxy(c.TRUST_PROXY) ?? false,
    publicOrigin: publicUrl.origin,
    embedFrameAncestors:
      c.EMBED_ALLOWED_ORIGINS === '*'
        ? ['*']
        : c.EMBED_ALLOWED_ORIGINS.split(/[\s,]+/).map((o) => new URL(o).origin),
  }
}

export function toPublicConfig(c: Config): PublicConfig {
  return {
    brandName: c.BRAND_NAME,
    supportEmail: c.SUPPORT_EMAIL,
    publicUrl: c.PUBLIC_URL,
    sessionIdleMinutes: c.SESSION_IDLE_MINUTES,
    adminIdleMinutes: c.SESSION_ADMIN_IDLE_MINUTES,
    adConversionTag: c.AD_CONVERSION_TAG ?? null,
    paymentGateway: c.paymentGateway,
    stripePublishableKey: c.paymentGateway === 'stripe' ? (c.STRIPE_PUBLISHABLE_KEY ?? null) : null,
  }
}

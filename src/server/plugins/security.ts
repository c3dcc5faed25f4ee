import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { isFramablePath } from '@shared/routes'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet from 'helmet'
import type { Config } from '../config'
import { AppError } from '../lib/app-error'
import { colorSchemeScriptSource } from '../ssr/color-scheme-script'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Paths that other servers call with their own authentication (signed webhooks). */
const originExempt = ['/api/webhooks/']

function sameOrigin(request: FastifyRequest, origin: string, config: Config) {
  if (origin === config.publicOrigin) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site: a foreign Origin, a
 * cross-site Sec-Fetch-Site, or a cookie-bearing request with no Origin at all.
 */
export function checkOrigin(request: FastifyRequest, config: Config, hasSessionCookie: boolean) {
  if (safeMethods.has(request.method)) return
  if (originExempt.some((p) => request.url.startsWith(p))) return
  const origin = request.headers.origin
  const site = request.headers['sec-fetch-site']
  const refused = () => new AppError('CROSS_ORIGIN', 'Cross-origin request refused')
  if (origin) {
    if (!sameOrigin(request, origin, config)) throw refused()
    return
  }
  if (site && site !== 'same-origin' && site !== 'none') throw refused()
  if (hasSessionCookie) throw refused()
}

type NoncedResponse = ServerResponse & { scriptNonce?: string; embeddable?: boolean; embedScript?: boolean }

/** The snippet other sites load with a script tag (public/embed.js). */
export const EMBED_SCRIPT_PATH = '/embed.js'

const pathOf = (url: string | undefined) => {
  const path = (url ?? '/').split('?')[0] ?? '/'
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** The per-response nonce that lets the page's own inline scripts run under the CSP. */
export const scriptNonce = (reply: FastifyReply) => (reply.raw as NoncedResponse).scriptNonce ?? ''

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // Styles stay 'unsafe-inline' (the UI library sets CSS variables in style attributes), so only
  // scripts carry a nonce: a nonce in style-src would disable 'unsafe-inline'.
  // Embed pages (/embed…) may be framed by the sites in EMBED_ALLOWED_ORIGINS; every other page by none.
  app.addHook('onRequest', async (request, reply) => {
    const raw = reply.raw as NoncedResponse
    raw.scriptNonce = randomBytes(16).toString('base64')
    const readable = request.method === 'GET' || request.method === 'HEAD'
    const path = pathOf(request.url)
    raw.embeddable = readable && isFramablePath(path)
    raw.embedScript = readable && path === EMBED_SCRIPT_PATH
  })
  const frameAncestors = config.embedFrameAncestors.join(' ')
  // The headers' middleware is built once (the Fastify plugin builds it again for every request); only
  // the nonce and the framing rule are computed per response.
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          'https://js.stripe.com',
          (_req, res) => `'nonce-${(res as NoncedResponse).scriptNonce ?? ''}'`,
          colorSchemeScriptSource,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        frameAncestors: [(_req, res) => ((res as NoncedResponse).embeddable ? frameAncestors : "'none'")],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.isSecure ? [] : null,
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', (request, reply, done) =>
    applyHelmet(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  )
  // X-Frame-Options cannot list origins: embed pages rely on CSP frame-ancestors alone. The snippet is
  // loaded by other sites' pages, so it must not be blocked by the same-origin resource policy.
  app.addHook('onSend', async (_request, reply, payload) => {
    const raw = reply.raw as NoncedResponse
    if (raw.embeddable) reply.removeHeader('x-frame-options')
    if (raw.embedScript) reply.header('cross-origin-resource-policy', 'cross-origin')
    return payload
  })
}

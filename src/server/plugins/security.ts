import type { IncomingMessage, ServerResponse } from 'node:http'
import { isFramablePath } from '@shared/routes'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet from 'helmet'
import type { Config } from '../config'
import { AppError } from '../lib/app-error'
import { randomPooled } from '../lib/ids'
import { bootScriptSource } from '../ssr/boot-script'
import { colorSchemeScriptSource } from '../ssr/color-scheme-script'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Paths that other servers call with their own authentication (signed webhooks). */
// The one-click unsubscribe is posted by mail providers (RFC 8058); its signed token is its authority.
const originExempt = ['/api/webhooks/', '/api/email/unsubscribe']

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is private to its caller: `Cache-Control: no-store`, errors included. */
    noStore?: boolean
    /** An address under /api that answers an HTML page (a mail's link): it gets the page headers. */
    html?: boolean
    /** Worked out when the route is registered: its answers carry the JSON header set. */
    jsonHeaders?: boolean
  }
}

type NoncedResponse = ServerResponse & { scriptNonce?: string }

/** Addresses that answer JSON (the API, the probes); the API's own documentation pages are HTML. */
export const isJsonPath = (path: string) =>
  (path.startsWith('/api/') && !path.startsWith('/api/docs')) || path === '/healthz' || path === '/readyz'

/**
 * OWASP's header set for REST answers (ADR 043): nothing in a JSON answer may run, load or be framed, and
 * it is never sniffed as anything else. HSTS when the site is served over https.
 */
export const jsonHeaderSet = (secure: boolean): [string, string][] => [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ...(secure
    ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as [string, string][])
    : []),
]

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

type HelmetMiddleware = ReturnType<typeof helmet>
/** One header operation of the security middleware; a value with the nonce's place is a pair of texts. */
type HeaderOp = { name: string; value: string | [string, string] | null }

/** Stands where the nonce goes while the headers are worked out once (base64 letters pass validation). */
const NONCE_MARK = 'N0nceMarkN0nceMarkN0nce0'

/**
 * What the security middleware does to a response, worked out once for one framing rule: the middleware
 * runs on a stand-in response that records each header it sets or removes, with a mark for the nonce.
 */
function recordHeaders(applyHelmet: HelmetMiddleware, embeddable: boolean, embedScript: boolean): HeaderOp[] {
  const ops: HeaderOp[] = []
  const recorder = {
    scriptNonce: NONCE_MARK,
    embeddable,
    setHeader: (name: string, value: unknown) => {
      const text = String(value)
      const [before, after, ...more] = text.split(NONCE_MARK)
      if (more.length > 0) throw new Error(`The nonce appears more than once in ${name}`)
      ops.push({ name, value: after === undefined ? text : [before ?? '', after] })
    },
    removeHeader: (name: string) => ops.push({ name, value: null }),
  }
  let failed: unknown = null
  applyHelmet({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    failed = err ?? null
  })
  if (failed) throw failed
  // X-Frame-Options cannot list origins: embed pages rely on CSP frame-ancestors alone. The snippet is
  // loaded by other sites' pages, so it must not be blocked by the same-origin resource policy.
  const kept = embeddable ? ops.filter((op) => op.name.toLowerCase() !== 'x-frame-options') : ops
  return embedScript ? [...kept, { name: 'cross-origin-resource-policy', value: 'cross-origin' }] : kept
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // Styles stay 'unsafe-inline' (the UI library sets CSS variables in style attributes), so only
  // scripts carry a nonce: a nonce in style-src would disable 'unsafe-inline'.
  // Embed pages (/embed…) may be framed by the sites in EMBED_ALLOWED_ORIGINS; every other page by none.
  const frameAncestors = config.embedFrameAncestors.join(' ')
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          'https://js.stripe.com',
          (_req, res) => `'nonce-${(res as NoncedResponse).scriptNonce ?? ''}'`,
          colorSchemeScriptSource,
          bootScriptSource,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        frameAncestors: [
          (_req, res) => ((res as { embeddable?: boolean }).embeddable ? frameAncestors : "'none'"),
        ],
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
  // The headers depend only on the framing rule and the nonce: they are worked out once per rule at
  // start-up (helmet would build and validate the policy again for every response), and a response gets
  // its rule's headers with a fresh nonce. Index: embeddable page + 2 × the embed snippet.
  const headerSets = [
    recordHeaders(applyHelmet, false, false),
    recordHeaders(applyHelmet, true, false),
    recordHeaders(applyHelmet, false, true),
    recordHeaders(applyHelmet, true, true),
  ]
  const jsonSet = jsonHeaderSet(config.isSecure)
  app.addHook('onRoute', (route) => {
    // A catch-all route (the pages') answers both kinds: its requests are judged by their path.
    if (route.url.includes('*')) return
    route.config = { ...route.config, jsonHeaders: isJsonPath(route.url) && !route.config?.html }
  })
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw as NoncedResponse
    const routeConfig = request.routeOptions.config
    if (routeConfig.noStore) raw.setHeader('cache-control', 'no-store')
    // An address no route answers (404) is judged by its path.
    if (routeConfig.jsonHeaders ?? isJsonPath(pathOf(request.url))) {
      for (const [name, value] of jsonSet) raw.setHeader(name, value)
      return done()
    }
    const nonce = randomPooled(16).toString('base64')
    raw.scriptNonce = nonce
    const readable = request.method === 'GET' || request.method === 'HEAD'
    const path = readable ? pathOf(request.url) : ''
    const embeddable = readable && isFramablePath(path)
    const embedScript = readable && path === EMBED_SCRIPT_PATH
    for (const { name, value } of headerSets[(embeddable ? 1 : 0) + (embedScript ? 2 : 0)] ?? []) {
      if (value === null) raw.removeHeader(name)
      else raw.setHeader(name, typeof value === 'string' ? value : value[0] + nonce + value[1])
    }
    done()
  })
}

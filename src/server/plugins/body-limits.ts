import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/app-error'

/**
 * Every body is bounded before it is parsed: a small limit by default, larger ones only on the routes
 * whose content needs them (admin-written articles, the pitch deck, templates). A 1 MB body on an
 * ordinary route is refused unread instead of costing its parse and validation.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024

const KB = 1024
const MB = 1024 * KB

/** `METHOD url` → the largest body that route accepts; the longest text a field allows, with room to escape it. */
export const routeBodyLimits: Record<string, number> = {
  'POST /api/admin/blogv2/posts': 1 * MB,
  'PUT /api/admin/blogv2/posts/:id': 1 * MB,
  'PUT /api/admin/seo-ai/posts/:postId/edit': 1 * MB,
  'PUT /api/admin/pitch-deck/content': 2 * MB,
  'PUT /api/admin/email-templates/:id': 1 * MB,
  'POST /api/admin/users/:id/send-email': 64 * KB,
  'POST /api/support/messages': 32 * KB,
  'POST /api/admin/support/conversations/:id/reply': 32 * KB,
  // Stripe signs the raw event; its size is Stripe's to choose.
  'POST /api/webhooks/stripe': 1 * MB,
}

/** Deeper than any body this API takes (the deepest schema nests a few levels). */
export const MAX_JSON_DEPTH = 32

const tooDeep = () =>
  new AppError('BAD_REQUEST', `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`)

/**
 * The nesting depth of JSON text, counted in one pass that stops at the first level past `max` (brackets
 * inside strings do not count). Malformed text is left for JSON.parse to refuse.
 */
export function exceedsJsonDepth(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--
  }
  return false
}

/** Sets each route's body limit and replaces the JSON parser with one that checks the depth first. */
export function registerBodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const limits = methods.map((m) => routeBodyLimits[`${m} ${route.url}`]).filter((n) => n !== undefined)
    route.bodyLimit = limits.length > 0 ? Math.max(...limits) : DEFAULT_BODY_LIMIT
  })
  // Fastify's own parser (prototype poisoning refused), behind the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (exceedsJsonDepth(body as string, MAX_JSON_DEPTH)) return done(tooDeep(), undefined)
    parseJson(request, body as string, done)
  })
}

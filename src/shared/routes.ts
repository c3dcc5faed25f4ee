/** The product's page routes (spec route table). The server answers 404 for any other path. */
export const pageRoutes = [
  '/',
  '/assessment/start',
  '/assessment/:id',
  '/assessment',
  '/recommendations/:id',
  '/recommendation/:id',
  '/checkout/:id',
  '/payment-success',
  '/auth',
  '/activate',
  '/forgot-password',
  '/reset-password',
  '/blog',
  '/blog/:slug',
  '/methodology',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/dashboard',
  '/admin',
  '/admin/blogv2',
  '/pitch-deck/:token',
] as const

/**
 * Embed mode: every page under this prefix renders without navigation and may be framed by other sites.
 * Unknown paths under it show the home screen, so they are all known.
 */
export const EMBED_PREFIX = '/embed'

/** Page routes that do not exist in embed mode (spec: no forgot/reset in embed mode). */
export const embedExcludedRoutes = ['/forgot-password', '/reset-password'] as const

export const isEmbedPath = (pathname: string) =>
  pathname === EMBED_PREFIX || pathname.startsWith(`${EMBED_PREFIX}/`)

/** The page path an embed path shows: '/embed/assessment/x' → '/assessment/x', '/embed' → '/'. */
export const stripEmbedPrefix = (pathname: string) =>
  isEmbedPath(pathname) ? pathname.slice(EMBED_PREFIX.length) || '/' : pathname

/** The embed path for a page path: '/assessment/x' → '/embed/assessment/x', '/' → '/embed'. */
export const toEmbedPath = (path: string) => (path === '/' ? EMBED_PREFIX : `${EMBED_PREFIX}${path}`)

export const protectedPrefixes = ['/dashboard', '/admin'] as const

const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`)
const matchers = pageRoutes.map(toRegExp)

export const isKnownPath = (pathname: string) =>
  isEmbedPath(pathname) || matchers.some((m) => m.test(pathname))

export const isProtectedPath = (pathname: string) =>
  protectedPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))

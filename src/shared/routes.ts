/**
 * The one table of the product's pages. Everything about a page's address is read from here: the browser's
 * router and chunk preloading (`client/app/pages.tsx` maps each `page` to its component), the server's
 * 404s, redirects, metadata, robots rules, sitemap, framing and per-page data (`server/ssr/loaders.ts` maps
 * each `page` to its loader). A new page is one row here plus its feature folder.
 */

export type PageId =
  | 'home'
  | 'auth'
  | 'assessment'
  | 'recommendation'
  | 'checkout'
  | 'payment-success'
  | 'activate'
  | 'forgot-password'
  | 'reset-password'
  | 'blog'
  | 'blog-post'
  | 'methodology'
  | 'terms'
  | 'privacy'
  | 'refund-policy'
  | 'dashboard'
  | 'admin'
  | 'blog-admin'
  | 'pitch-deck'

export type Robots = 'index, follow' | 'noindex, nofollow' | 'noindex, follow'

export type PageRoute = {
  /** The address, in the router's pattern syntax (`:id` a parameter, `:id?` an optional one). */
  path: string
  page: PageId
  /** `user` and `admin` pages send visitors who are not signed in to /auth (the admin page shows its own refusal). */
  access: 'public' | 'user' | 'admin'
  robots: Robots
  /** The address search engines should use, where it is not the path itself. */
  canonical?: string
  /** Listed in the sitemap, at this address. */
  sitemap?: string
  /** Shown under /embed and framable by the partner sites in EMBED_ALLOWED_ORIGINS. */
  embeddable: boolean
  /** The address carries a secret (an emailed token): no Referer may leak it. */
  tokenInAddress?: boolean
  /** The query parameters the page reads; any other parameter leaves its markup unchanged. */
  query?: readonly string[]
}

export const pageTable: readonly PageRoute[] = [
  {
    path: '/',
    page: 'home',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/',
    embeddable: true,
  },
  {
    path: '/auth',
    page: 'auth',
    access: 'public',
    robots: 'index, follow',
    embeddable: false,
  },
  {
    path: '/assessment/:id?',
    page: 'assessment',
    query: ['step'],
    access: 'public',
    robots: 'index, follow',
    canonical: '/assessment',
    sitemap: '/assessment/start',
    embeddable: true,
  },
  {
    path: '/recommendations/:id',
    page: 'recommendation',
    access: 'public',
    robots: 'index, follow',
    canonical: '/recommendations',
    embeddable: true,
  },
  {
    path: '/recommendation/:id',
    page: 'recommendation',
    access: 'public',
    robots: 'index, follow',
    canonical: '/recommendations',
    embeddable: true,
  },
  {
    path: '/checkout/:id',
    page: 'checkout',
    access: 'public',
    robots: 'index, follow',
    canonical: '/checkout',
    embeddable: true,
  },
  {
    path: '/payment-success',
    page: 'payment-success',
    access: 'public',
    robots: 'noindex, nofollow',
    embeddable: true,
  },
  {
    path: '/activate',
    page: 'activate',
    query: ['token', 'email'],
    access: 'public',
    robots: 'noindex, follow',
    embeddable: false,
    tokenInAddress: true,
  },
  {
    path: '/forgot-password',
    page: 'forgot-password',
    access: 'public',
    robots: 'noindex, follow',
    embeddable: false,
  },
  {
    path: '/reset-password',
    page: 'reset-password',
    query: ['token'],
    access: 'public',
    robots: 'noindex, nofollow',
    embeddable: false,
    tokenInAddress: true,
  },
  {
    path: '/blog',
    page: 'blog',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/blog',
    embeddable: true,
  },
  {
    path: '/blog/:slug',
    page: 'blog-post',
    access: 'public',
    robots: 'index, follow',
    embeddable: true,
  },
  {
    path: '/methodology',
    page: 'methodology',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/methodology',
    embeddable: true,
  },
  {
    path: '/terms',
    page: 'terms',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/terms',
    embeddable: true,
  },
  {
    path: '/privacy',
    page: 'privacy',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/privacy',
    embeddable: true,
  },
  {
    path: '/refund-policy',
    page: 'refund-policy',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/refund-policy',
    embeddable: true,
  },
  {
    path: '/dashboard',
    page: 'dashboard',
    query: ['tab'],
    access: 'user',
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  {
    path: '/admin',
    page: 'admin',
    query: ['section'],
    access: 'admin',
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  {
    path: '/admin/blogv2',
    page: 'blog-admin',
    access: 'admin',
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  {
    path: '/pitch-deck/:token',
    page: 'pitch-deck',
    access: 'public',
    robots: 'noindex, nofollow',
    embeddable: false,
    tokenInAddress: true,
  },
]

/**
 * Embed mode: pages under this prefix render without navigation. Under it, a page that is not embeddable
 * is absent and unknown paths show the home screen (spec), so every path under it is known.
 */
export const EMBED_PREFIX = '/embed'

export const isEmbedPath = (pathname: string) =>
  pathname === EMBED_PREFIX || pathname.startsWith(`${EMBED_PREFIX}/`)

/** The page path an embed path shows: '/embed/assessment/x' → '/assessment/x', '/embed' → '/'. */
export const stripEmbedPrefix = (pathname: string) =>
  isEmbedPath(pathname) ? pathname.slice(EMBED_PREFIX.length) || '/' : pathname

/** The embed path for a page path: '/assessment/x' → '/embed/assessment/x', '/' → '/embed'. */
export const toEmbedPath = (path: string) => (path === '/' ? EMBED_PREFIX : `${EMBED_PREFIX}${path}`)

const patternOf = (path: string) => {
  const source = path
    .split('/')
    .slice(1)
    .map((part) => {
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)'
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    .join('')
  return new RegExp(`^${source || '/'}/?$`)
}
const paramNames = (path: string) =>
  path
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.replace(/^:|\?$/g, ''))
const compiled = pageTable.map((route) => ({
  route,
  pattern: patternOf(route.path),
  names: paramNames(route.path),
}))

export type PageMatch = {
  route: PageRoute
  params: Record<string, string>
  /** Asked for under /embed. */
  embed: boolean
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The row a path shows, with its parameters; null for an unknown path. Under /embed, a page that is not
 * embeddable is absent: the path shows the home screen, as unknown embed paths do.
 */
export function matchPage(pathname: string): PageMatch | null {
  const embed = isEmbedPath(pathname)
  const path = stripEmbedPrefix(pathname)
  for (const { route, pattern, names } of compiled) {
    const found = path.match(pattern)
    if (!found) continue
    if (embed && !route.embeddable) break
    const params: Record<string, string> = {}
    names.forEach((name, i) => {
      const value = found[i + 1]
      if (value !== undefined) params[name] = decode(value)
    })
    return { route, params, embed }
  }
  return embed ? { route: homeRoute, params: {}, embed } : null
}

const homeRoute = pageTable.find((route) => route.page === 'home') as PageRoute

export const isKnownPath = (pathname: string) => matchPage(pathname) !== null

/** Pages that need a signed-in visitor. */
export const isProtectedPath = (pathname: string) =>
  (matchPage(pathname)?.route.access ?? 'public') !== 'public'

/** Only embeddable pages under /embed may be framed (by the sites in EMBED_ALLOWED_ORIGINS). */
export const isFramablePath = (pathname: string) => isEmbedPath(pathname)

/** A link to a page as the current mode wants it: under /embed, embeddable pages keep the prefix. */
export function linkFor(path: string, embedded: boolean): string {
  if (!embedded) return path
  const match = matchPage(path.split('?')[0] ?? path)
  return match?.route.embeddable ? toEmbedPath(path) : path
}

/** Pages whose address carries a secret. */
export const tokenPagePaths = pageTable.filter((route) => route.tokenInAddress).map((route) => route.path)

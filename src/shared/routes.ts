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

/** Head texts of a page; the title is made with the brand's name. */
export type PageText = { title: (brand: string) => string; description: string; keywords: string }

export type PageRoute = {
  /** The address, in the router's pattern syntax (`:id` a parameter, `:id?` an optional one). */
  path: string
  page: PageId
  /** `user` and `admin` pages send visitors who are not signed in to /auth (the admin page shows its own refusal). */
  access: 'public' | 'user' | 'admin'
  text: PageText
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

const home: PageText = {
  title: (b) => `${b} - Find Your Perfect Payment Processor`,
  description:
    'Compare 20+ payment processors on real, sourced fees. Take a free assessment and get an honest recommendation that can cut your card-processing costs by up to 40%.',
  keywords:
    'payment processor comparison, credit card processing fees, merchant services, PSP recommendation',
}
const assessment: PageText = {
  title: (b) => `Free Payment Processor Assessment | ${b}`,
  description:
    'Answer a few questions about your business and get a personalised payment processor recommendation with an estimated monthly cost.',
  keywords: 'payment processor assessment, merchant account quiz, processing cost estimate',
}
const recommendation: PageText = {
  title: (b) => `Your Payment Processor Recommendation | ${b}`,
  description: 'Your top payment processor match, with match score, reasons and estimated monthly cost.',
  keywords: 'payment processor recommendation, best credit card processor',
}
const blog: PageText = {
  title: (b) => `Payment Processing Insights | ${b}`,
  description:
    'Guides for business owners: interchange, pricing models, hidden fees, contracts and choosing a processor.',
  keywords: 'payment processing blog, interchange explained, merchant fees guide',
}
const admin: PageText = {
  title: (b) => `Admin | ${b}`,
  description: 'Administration console.',
  keywords: 'admin',
}

export const pageTable: readonly PageRoute[] = [
  {
    path: '/',
    page: 'home',
    access: 'public',
    text: home,
    robots: 'index, follow',
    sitemap: '/',
    embeddable: true,
  },
  {
    path: '/auth',
    page: 'auth',
    access: 'public',
    text: {
      title: (b) => `Sign In or Create an Account | ${b}`,
      description: 'Sign in to your dashboard to see your reports, recommendations and cost tools.',
      keywords: 'sign in, create account',
    },
    robots: 'index, follow',
    embeddable: false,
  },
  {
    path: '/assessment/:id?',
    page: 'assessment',
    query: ['step'],
    access: 'public',
    text: assessment,
    robots: 'index, follow',
    canonical: '/assessment',
    sitemap: '/assessment/start',
    embeddable: true,
  },
  {
    path: '/recommendations/:id',
    page: 'recommendation',
    access: 'public',
    text: recommendation,
    robots: 'index, follow',
    canonical: '/recommendations',
    embeddable: true,
  },
  {
    path: '/recommendation/:id',
    page: 'recommendation',
    access: 'public',
    text: recommendation,
    robots: 'index, follow',
    canonical: '/recommendations',
    embeddable: true,
  },
  {
    path: '/checkout/:id',
    page: 'checkout',
    access: 'public',
    text: {
      title: (b) => `Get Your Full Report | ${b}`,
      description:
        'Buy the full payment processing report: every option ranked, cost breakdown and implementation guide.',
      keywords: 'payment processing report, processor comparison report',
    },
    robots: 'index, follow',
    canonical: '/checkout',
    embeddable: true,
  },
  {
    path: '/payment-success',
    page: 'payment-success',
    access: 'public',
    text: {
      title: (b) => `Order Confirmed | ${b}`,
      description: 'Your order is confirmed. Check your email for your account details.',
      keywords: 'order confirmation',
    },
    robots: 'noindex, nofollow',
    embeddable: true,
  },
  {
    path: '/activate',
    page: 'activate',
    query: ['token', 'email'],
    access: 'public',
    text: {
      title: (b) => `Activate Your Account | ${b}`,
      description: 'Activate your account from the link in your email.',
      keywords: 'account activation',
    },
    robots: 'noindex, follow',
    embeddable: false,
    tokenInAddress: true,
  },
  {
    path: '/forgot-password',
    page: 'forgot-password',
    access: 'public',
    text: {
      title: (b) => `Forgot Password | ${b}`,
      description: 'Request a link to reset your password.',
      keywords: 'forgot password',
    },
    robots: 'noindex, follow',
    embeddable: false,
  },
  {
    path: '/reset-password',
    page: 'reset-password',
    query: ['token'],
    access: 'public',
    text: {
      title: (b) => `Reset Password | ${b}`,
      description: 'Choose a new password for your account.',
      keywords: 'reset password',
    },
    robots: 'noindex, nofollow',
    embeddable: false,
    tokenInAddress: true,
  },
  {
    path: '/blog',
    page: 'blog',
    access: 'public',
    text: blog,
    robots: 'index, follow',
    sitemap: '/blog',
    embeddable: true,
  },
  {
    path: '/blog/:slug',
    page: 'blog-post',
    access: 'public',
    text: blog,
    robots: 'index, follow',
    embeddable: true,
  },
  {
    path: '/methodology',
    page: 'methodology',
    access: 'public',
    text: {
      title: (b) => `How We Rank Payment Processors | ${b}`,
      description:
        'Our methodology: how we estimate processing costs from sourced fee schedules and compute match scores, reasons and savings.',
      keywords: 'payment processor ranking methodology, processing cost model',
    },
    robots: 'index, follow',
    sitemap: '/methodology',
    embeddable: true,
  },
  {
    path: '/terms',
    page: 'terms',
    access: 'public',
    text: {
      title: (b) => `Terms of Service | ${b}`,
      description: 'The terms for using the free assessment, buying a report and keeping an account.',
      keywords: 'terms of service',
    },
    robots: 'index, follow',
    sitemap: '/terms',
    embeddable: true,
  },
  {
    path: '/privacy',
    page: 'privacy',
    access: 'public',
    text: {
      title: (b) => `Privacy Policy | ${b}`,
      description:
        'What we collect, why, how long we keep it, who processes it, and how to get or delete your data.',
      keywords: 'privacy policy, data protection',
    },
    robots: 'index, follow',
    sitemap: '/privacy',
    embeddable: true,
  },
  {
    path: '/refund-policy',
    page: 'refund-policy',
    access: 'public',
    text: {
      title: (b) => `Refund Policy | ${b}`,
      description: 'Our 3-day money-back guarantee on every report, and how to ask for a refund.',
      keywords: 'refund policy, money-back guarantee',
    },
    robots: 'index, follow',
    sitemap: '/refund-policy',
    embeddable: true,
  },
  {
    path: '/dashboard',
    page: 'dashboard',
    query: ['tab'],
    access: 'user',
    text: {
      title: (b) => `Dashboard | ${b}`,
      description: 'Your reports, recommendations and cost tools.',
      keywords: 'dashboard',
    },
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  {
    path: '/admin',
    page: 'admin',
    query: ['section'],
    access: 'admin',
    text: admin,
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  {
    path: '/admin/blogv2',
    page: 'blog-admin',
    access: 'admin',
    text: admin,
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  {
    path: '/pitch-deck/:token',
    page: 'pitch-deck',
    access: 'public',
    text: {
      title: (b) => `Pitch Deck | ${b}`,
      description: 'A private investor presentation shared by link.',
      keywords: '',
    },
    robots: 'noindex, nofollow',
    embeddable: false,
    tokenInAddress: true,
  },
]

/** Head texts of the 404 page. */
export const notFoundText: PageText = {
  title: () => '404 - Page Not Found',
  description: "Sorry, the page you're looking for doesn't exist or has been moved.",
  keywords: '',
}

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

/** Addresses listed in the sitemap (blog posts are added from the database). */
export const sitemapPaths = pageTable.flatMap((route) => (route.sitemap ? [route.sitemap] : []))

/** Addresses search engines are asked not to crawl: every page that asks not to be indexed, and the API. */
export const disallowedPaths = [
  ...new Set(
    pageTable
      .filter((route) => route.robots !== 'index, follow' && !route.path.includes(':'))
      .map((route) => route.path)
      .filter((path, _, all) => !all.some((other) => other !== path && path.startsWith(`${other}/`))),
  ),
  '/api/',
]

/**
 * The address a page's markup depends on: the path and the query parameters its route reads, in a fixed
 * order. Other parameters (campaign tags, cache busters) do not make another page. Under /embed the
 * whole query counts, as the embed script reads its options from it.
 */
export function pageKey(url: string, match: PageMatch | null): string {
  const [path = '/', search = ''] = url.split('?', 2)
  if (!search) return path
  if (!match || match.embed) return url
  const params = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of match.route.query ?? []) {
    const value = params.get(name)
    if (value !== null) kept.set(name, value)
  }
  const rest = kept.toString()
  return rest ? `${path}?${rest}` : path
}

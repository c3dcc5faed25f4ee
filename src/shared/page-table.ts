/**
 * The product's pages, one declaration each: its address, who may open it, what search engines and partner
 * sites may do with it, and whether the server loads data for it. The rest of a page is keyed by its id here
 * and checked by the compiler: its head texts in `seo/page-texts.ts` and its component in `client/app/pages.tsx`
 * (each a `Record` over every page) and, for a page declared with `serverData`, its loader and content version
 * in `server/ssr/server-data.ts` (a `Record` over exactly those pages). The router, preloading, 404s, redirects,
 * metadata, robots rules, sitemap, framing and links (`pages.x.href(...)` in `routes.ts`) all read this table.
 * A new page is one entry here, its texts and its component there, and its feature folder.
 */

export type Robots = 'index, follow' | 'noindex, nofollow' | 'noindex, follow'

export type PageDeclaration = {
  /** The address, in the router's pattern syntax (`:id` a parameter, `:id?` an optional one). */
  path: string
  /** Other addresses that show the same page (kept for links already sent out). */
  alsoAt?: readonly string[]
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
  /** The server loads the page's data before rendering it (`server/ssr/server-data.ts`). */
  serverData?: true
}

/** Every page, by id, in the order addresses are matched. */
export const pageDeclarations = {
  home: {
    path: '/',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/',
    embeddable: true,
    serverData: true,
  },
  auth: {
    path: '/auth',
    access: 'public',
    robots: 'index, follow',
    embeddable: false,
    serverData: true,
  },
  assessment: {
    path: '/assessment/:id?',
    query: ['step'],
    access: 'public',
    robots: 'index, follow',
    canonical: '/assessment',
    sitemap: '/assessment/start',
    embeddable: true,
    serverData: true,
  },
  recommendation: {
    path: '/recommendations/:id',
    alsoAt: ['/recommendation/:id'],
    access: 'public',
    robots: 'index, follow',
    canonical: '/recommendations',
    embeddable: true,
    serverData: true,
  },
  checkout: {
    path: '/checkout/:id',
    access: 'public',
    robots: 'index, follow',
    canonical: '/checkout',
    // Payment pages are never framed (ADR 051): from an embed, the checkout opens in a new tab.
    embeddable: false,
    serverData: true,
  },
  'payment-success': {
    path: '/payment-success',
    access: 'public',
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  activate: {
    path: '/activate',
    query: ['token', 'email'],
    access: 'public',
    robots: 'noindex, follow',
    embeddable: false,
    tokenInAddress: true,
  },
  'forgot-password': {
    path: '/forgot-password',
    access: 'public',
    robots: 'noindex, follow',
    embeddable: false,
  },
  'reset-password': {
    path: '/reset-password',
    query: ['token'],
    access: 'public',
    robots: 'noindex, nofollow',
    embeddable: false,
    tokenInAddress: true,
  },
  blog: {
    path: '/blog',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/blog',
    embeddable: true,
    serverData: true,
  },
  'blog-post': {
    path: '/blog/:slug',
    access: 'public',
    robots: 'index, follow',
    embeddable: true,
    serverData: true,
  },
  methodology: {
    path: '/methodology',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/methodology',
    embeddable: true,
    serverData: true,
  },
  terms: {
    path: '/terms',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/terms',
    embeddable: true,
  },
  privacy: {
    path: '/privacy',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/privacy',
    embeddable: true,
  },
  'refund-policy': {
    path: '/refund-policy',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/refund-policy',
    embeddable: true,
  },
  dashboard: {
    path: '/dashboard',
    query: ['tab'],
    access: 'user',
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  admin: {
    path: '/admin',
    query: ['section'],
    access: 'admin',
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  'blog-admin': {
    path: '/admin/blogv2',
    access: 'admin',
    robots: 'noindex, nofollow',
    embeddable: false,
  },
  'pitch-deck': {
    path: '/pitch-deck/:token',
    access: 'public',
    robots: 'noindex, nofollow',
    embeddable: false,
    tokenInAddress: true,
    serverData: true,
  },
} as const satisfies Record<string, PageDeclaration>

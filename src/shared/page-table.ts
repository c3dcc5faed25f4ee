import { homeDescription } from './catalogue/claims'

/**
 * The product's pages, one declaration each: its address, who may open it, what search engines and partner
 * sites may do with it, its head texts, and whether the server loads data for it. The rest of a page is keyed
 * by its id here and checked by the compiler: its component in `client/app/pages.tsx` (a `Record` over every
 * page) and, for a page declared with `serverData`, its loader and content version in
 * `server/ssr/server-data.ts` (a `Record` over exactly those pages). The router, preloading, 404s, redirects,
 * metadata, robots rules, sitemap, framing and links (`pages.x.href(...)` in `routes.ts`) all read this table.
 * A new page is one entry here, its component there, and its feature folder.
 */

export type Robots = 'index, follow' | 'noindex, nofollow' | 'noindex, follow'

/** Head texts of a page (spec "Page metadata"); the title is made with the brand's name. */
export type PageText = { title: (brand: string) => string; description: string; keywords: string }

export type PageDeclaration = PageText & {
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

const blogTexts = {
  title: (b: string) => `Payment Processing Insights | ${b}`,
  description:
    'Guides for business owners: interchange, pricing models, hidden fees, contracts and choosing a processor.',
  keywords: 'payment processing blog, interchange explained, merchant fees guide',
}

const adminTexts = {
  title: (b: string) => `Admin | ${b}`,
  description: 'Administration console.',
  keywords: 'admin',
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
    title: (b) => `${b} - Find Your Perfect Payment Processor`,
    description: homeDescription(),
    keywords:
      'payment processor comparison, credit card processing fees, merchant services, PSP recommendation',
  },
  auth: {
    path: '/auth',
    access: 'public',
    robots: 'index, follow',
    embeddable: false,
    serverData: true,
    title: (b) => `Sign In or Create an Account | ${b}`,
    description: 'Sign in to your dashboard to see your reports, recommendations and cost tools.',
    keywords: 'sign in, create account',
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
    title: (b) => `Free Payment Processor Assessment | ${b}`,
    description:
      'Answer a few questions about your business and get a personalised payment processor recommendation with an estimated monthly cost.',
    keywords: 'payment processor assessment, merchant account quiz, processing cost estimate',
  },
  recommendation: {
    path: '/recommendations/:id',
    alsoAt: ['/recommendation/:id'],
    access: 'public',
    robots: 'index, follow',
    canonical: '/recommendations',
    embeddable: true,
    serverData: true,
    title: (b) => `Your Payment Processor Recommendation | ${b}`,
    description: 'Your top payment processor match, with match score, reasons and estimated monthly cost.',
    keywords: 'payment processor recommendation, best credit card processor',
  },
  checkout: {
    path: '/checkout/:id',
    access: 'public',
    robots: 'index, follow',
    canonical: '/checkout',
    // Payment pages are never framed (ADR 051): from an embed, the checkout opens in a new tab.
    embeddable: false,
    serverData: true,
    title: (b) => `Get Your Full Report | ${b}`,
    description:
      'Buy the full payment processing report: every option ranked, cost breakdown and implementation guide.',
    keywords: 'payment processing report, processor comparison report',
  },
  'payment-success': {
    path: '/payment-success',
    access: 'public',
    robots: 'noindex, nofollow',
    embeddable: false,
    title: (b) => `Order Confirmed | ${b}`,
    description: 'Your order is confirmed. Check your email for your account details.',
    keywords: 'order confirmation',
  },
  activate: {
    path: '/activate',
    query: ['token', 'email'],
    access: 'public',
    robots: 'noindex, follow',
    embeddable: false,
    tokenInAddress: true,
    title: (b) => `Activate Your Account | ${b}`,
    description: 'Activate your account from the link in your email.',
    keywords: 'account activation',
  },
  'forgot-password': {
    path: '/forgot-password',
    access: 'public',
    robots: 'noindex, follow',
    embeddable: false,
    title: (b) => `Forgot Password | ${b}`,
    description: 'Request a link to reset your password.',
    keywords: 'forgot password',
  },
  'reset-password': {
    path: '/reset-password',
    query: ['token'],
    access: 'public',
    robots: 'noindex, nofollow',
    embeddable: false,
    tokenInAddress: true,
    title: (b) => `Reset Password | ${b}`,
    description: 'Choose a new password for your account.',
    keywords: 'reset password',
  },
  blog: {
    path: '/blog',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/blog',
    embeddable: true,
    serverData: true,
    ...blogTexts,
  },
  'blog-post': {
    path: '/blog/:slug',
    access: 'public',
    robots: 'index, follow',
    embeddable: true,
    serverData: true,
    ...blogTexts,
  },
  methodology: {
    path: '/methodology',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/methodology',
    embeddable: true,
    serverData: true,
    title: (b) => `How We Rank Payment Processors | ${b}`,
    description:
      'Our methodology: how we estimate processing costs from sourced fee schedules and compute match scores, reasons and savings.',
    keywords: 'payment processor ranking methodology, processing cost model',
  },
  terms: {
    path: '/terms',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/terms',
    embeddable: true,
    title: (b) => `Terms of Service | ${b}`,
    description: 'The terms for using the free assessment, buying a report and keeping an account.',
    keywords: 'terms of service',
  },
  privacy: {
    path: '/privacy',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/privacy',
    embeddable: true,
    title: (b) => `Privacy Policy | ${b}`,
    description:
      'What we collect, why, how long we keep it, who processes it, and how to get or delete your data.',
    keywords: 'privacy policy, data protection',
  },
  'refund-policy': {
    path: '/refund-policy',
    access: 'public',
    robots: 'index, follow',
    sitemap: '/refund-policy',
    embeddable: true,
    title: (b) => `Refund Policy | ${b}`,
    description: 'Our 3-day money-back guarantee on every report, and how to ask for a refund.',
    keywords: 'refund policy, money-back guarantee',
  },
  dashboard: {
    path: '/dashboard',
    query: ['tab'],
    access: 'user',
    robots: 'noindex, nofollow',
    embeddable: false,
    title: (b) => `Dashboard | ${b}`,
    description: 'Your reports, recommendations and cost tools.',
    keywords: 'dashboard',
  },
  admin: {
    path: '/admin',
    query: ['section'],
    access: 'admin',
    robots: 'noindex, nofollow',
    embeddable: false,
    ...adminTexts,
  },
  'blog-admin': {
    path: '/admin/blogv2',
    access: 'admin',
    robots: 'noindex, nofollow',
    embeddable: false,
    ...adminTexts,
  },
  'pitch-deck': {
    path: '/pitch-deck/:token',
    access: 'public',
    robots: 'noindex, nofollow',
    embeddable: false,
    tokenInAddress: true,
    serverData: true,
    title: (b) => `Pitch Deck | ${b}`,
    description: 'A private investor presentation shared by link.',
    keywords: '',
  },
} as const satisfies Record<string, PageDeclaration>

/** Head texts of the 404 page. */
export const notFoundText: PageText = {
  title: () => '404 - Page Not Found',
  description: "Sorry, the page you're looking for doesn't exist or has been moved.",
  keywords: '',
}

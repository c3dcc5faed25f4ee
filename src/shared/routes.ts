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
  '/dashboard',
  '/admin',
  '/admin/blogv2',
] as const

export const protectedPrefixes = ['/dashboard', '/admin'] as const

const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`)
const matchers = pageRoutes.map(toRegExp)

export const isKnownPath = (pathname: string) => matchers.some((m) => m.test(pathname))

export const isProtectedPath = (pathname: string) =>
  protectedPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))

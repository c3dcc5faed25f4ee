import { type PageDeclaration, pageDeclarations, type Robots } from './page-table'

// What the page table (`page-table.ts`) is read through: the rows addresses are matched against, and the links
// to each page (`pages.x.href(...)`), so no page address is typed anywhere else.

export type { Robots }

type Declarations = typeof pageDeclarations
export type PageId = keyof Declarations

/** The pages whose server data `server/ssr/server-data.ts` must give (and only those). */
export type ServerDataPageId = {
  [Id in PageId]: Declarations[Id] extends { serverData: true } ? Id : never
}[PageId]

/** One address of a page: its declaration at that path (a page declared `alsoAt` other paths has more rows). */
export type PageRoute = Omit<PageDeclaration, 'alsoAt'> & { page: PageId }

export const pageTable: readonly PageRoute[] = (
  Object.entries(pageDeclarations) as Array<[PageId, PageDeclaration]>
).flatMap(([page, { alsoAt = [], ...declaration }]) => [
  { ...declaration, page },
  // Another address of the page: the same page, never listed in the sitemap under it.
  ...alsoAt.map((path) => ({ ...declaration, page, path, sitemap: undefined })),
])

// Links: a page's values are its path parameters (`:id` required, `:id?` optional) and the query parameters it
// declares; `pages.checkout.href({ id })` is '/checkout/<id>', `pages.dashboard.href({ tab: 'reports' })`
// '/dashboard?tab=reports'.
type Segment<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? Head | Segment<Rest> : Path
type ParamIn<S> = S extends `:${infer Name}` ? Name : never
type RequiredParam<Path extends string> = Exclude<ParamIn<Segment<Path>>, `${string}?`>
type OptionalParam<Path extends string> =
  ParamIn<Segment<Path>> extends infer Name ? (Name extends `${infer Optional}?` ? Optional : never) : never
type QueryKey<Id extends PageId> = Declarations[Id] extends { query: readonly (infer Key extends string)[] }
  ? Key
  : never
type PathOf<Id extends PageId> = Declarations[Id]['path']

export type HrefValues<Id extends PageId> = { [Name in RequiredParam<PathOf<Id>>]: string } & {
  [Name in OptionalParam<PathOf<Id>> | QueryKey<Id>]?: string
}
type HrefArgs<Id extends PageId> = [
  RequiredParam<PathOf<Id>> | OptionalParam<PathOf<Id>> | QueryKey<Id>,
] extends [never]
  ? []
  : [RequiredParam<PathOf<Id>>] extends [never]
    ? [values?: HrefValues<Id>]
    : [values: HrefValues<Id>]

/** A page's declaration, with its id and its link builder. */
export type Page<Id extends PageId> = Declarations[Id] & { id: Id; href: (...values: HrefArgs<Id>) => string }

/** The address of a page for these values: parameters fill the path, the rest become the query string. */
function hrefOf(path: string, values: Record<string, string | undefined> = {}): string {
  const names = new Set<string>()
  const parts = path.split('/').flatMap((part) => {
    if (!part.startsWith(':')) return [part]
    const name = part.replace(/^:|\?$/g, '')
    names.add(name)
    const value = values[name]
    return value === undefined ? [] : [encodeURIComponent(value)]
  })
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(values))
    if (!names.has(name) && value !== undefined) query.set(name, value)
  const search = query.toString()
  return `${parts.join('/') || '/'}${search ? `?${search}` : ''}`
}

const pageOf = <Id extends PageId>(id: Id): Page<Id> => ({
  ...pageDeclarations[id],
  id,
  href: (...[values]: HrefArgs<Id>) => hrefOf(pageDeclarations[id].path, values),
})

/** Every page by id, each with `href(values)`: links are built from here, never typed by hand. */
export const pages = Object.fromEntries(
  (Object.keys(pageDeclarations) as PageId[]).map((id) => [id, pageOf(id)]),
) as { [Id in PageId]: Page<Id> }

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

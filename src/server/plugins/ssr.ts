import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { User } from '@shared/auth/auth.schemas'
import { userQueryKey } from '@shared/auth/user-query-key'
import { pageKey } from '@shared/page-key'
import { matchPage, type PageMatch, pages } from '@shared/routes'
import { getPageMeta } from '@shared/seo/page-meta'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type Config, toPublicConfig } from '../config'
import { notFound } from '../lib/app-error'
import { precompressed, sendPrecompressed } from '../lib/precompressed'
import { toUserDto } from '../modules/users/user.dto'
import { assetsForPage, clientDir, publicDir } from '../ssr/assets'
import { bundledRenderer } from '../ssr/bundled-renderer'
import { colorSchemeScript } from '../ssr/color-scheme-script'
import { renderDocument } from '../ssr/document'
import type { SharedPage, SharedRender } from '../ssr/render-cache'
import { serverDataOf, sharedPageVersion } from '../ssr/server-data'
import { viteRenderer } from '../ssr/vite-renderer'
import { scriptNonce } from './security'

/** Built assets (or, under `npm run dev`, the files in public/ that Vite would copy into the build). */
async function serveStatic(app: FastifyInstance, root: string) {
  if (!existsSync(root)) return
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    allowedPath: (path) => !path.startsWith('/.vite'),
    setHeaders: (res, path) => {
      const immutable = path.includes('/assets/')
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
}

const searchOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '')

/** Server-renders every page route with its metadata and hydration state; unknown paths get the 404 page. */
export async function registerSsr(app: FastifyInstance, config: Config) {
  const renderer = config.DEV_SERVER ? await viteRenderer(app) : await bundledRenderer()
  // In production the first visitor does not wait for the React app to load.
  if (config.NODE_ENV === 'production') await renderer.entry()
  await serveStatic(app, config.DEV_SERVER ? publicDir : clientDir)
  const publicConfig = toPublicConfig(config)
  const anonymousPages = app.services.renderCache

  const sendShared = (request: FastifyRequest, reply: FastifyReply, page: SharedPage) =>
    sendPrecompressed(
      request,
      reply.status(page.status).header('cache-control', 'no-store').header('x-robots-tag', page.robots),
      page,
      'text/html; charset=utf-8',
    )

  /** The page's document: for everyone signed out (`shared`, no nonce) or for this request only. */
  const build = async (
    request: FastifyRequest,
    reply: FastifyReply,
    match: PageMatch | null,
    user: User | null,
    shared: boolean,
    /** The address to render when it is not the request's (a missing page's placeholder address). */
    url = request.url,
  ): Promise<SharedRender> => {
    const pathname = decodeURIComponent(url.split('?')[0] ?? '/')
    let status = match ? 200 : 404
    const queries: Array<[readonly unknown[], unknown]> = [[userQueryKey, user]]
    let metaOverride = {}
    let headExtra = ''
    const loader = match && serverDataOf(match.route.page)?.load
    if (loader) {
      const result = await loader({ app, request, params: match.params })
      if (result.redirect) return { redirect: result.redirect }
      if (result.status) status = result.status
      if (result.queries) queries.push(...result.queries)
      if (result.meta) metaOverride = result.meta
      if (result.headExtra) headExtra = result.headExtra
    }
    const meta = { ...getPageMeta(pathname, publicConfig, { notFound: status === 404 }), ...metaOverride }
    // A shared page is kept only as its own address renders it (a matched page that answered 200, or the
    // not-found page); it carries no nonce (its inline scripts are allowed by their hashes).
    const keep = shared && (match ? status === 200 : status === 404)
    const entry = await renderer.entry()
    const page = match ? match.route.page : 'not-found'
    const search = searchOf(url)
    await entry.preloadPage(page, search)
    const nonce = shared ? '' : scriptNonce(reply)
    const html = renderDocument({
      meta,
      brandName: config.BRAND_NAME,
      // Shared markup is rendered for the address it depends on, so unknown query parameters reuse it.
      appHtml: entry.render({
        url: keep && match ? pageKey(url, match) : url,
        config: publicConfig,
        queries,
      }),
      state: { config: publicConfig, queries },
      assets: assetsForPage(renderer.assets, await entry.chunkModules(page, search)),
      headExtra: colorSchemeScript + (await renderer.devHead(url, nonce)) + headExtra,
    })
    return { page: { ...precompressed(html), status, robots: meta.robots }, keep }
  }

  /**
   * An address naming something that does not exist (an unknown assessment id, a post's slug) is answered
   * with its page's not-found state, rendered once for a placeholder value and filled with this one: a
   * value made of letters, digits, `-` and `_` reads the same in the markup, attributes and state JSON.
   */
  const missingPlaceholder = 'zzmissing0placeholder0zz'
  const safeValue = /^[A-Za-z0-9_-]{1,120}$/
  const sendMissing = async (
    request: FastifyRequest,
    reply: FastifyReply,
    match: PageMatch,
    param: string,
  ): Promise<boolean> => {
    const value = match.params[param] ?? ''
    if (!safeValue.test(value)) return false
    const version = await sharedPageVersion(match.route.page, {
      app,
      params: { ...match.params, [param]: missingPlaceholder },
    })
    const key = ` missing:${match.route.page}#${version ?? ''}`
    const built = await anonymousPages.get(key, async () => {
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/')
      const at = pathname.lastIndexOf(`/${value}`)
      const url = `${pathname.slice(0, at)}/${missingPlaceholder}${pathname.slice(at + value.length + 1)}`
      const placeholderMatch = { ...match, params: { ...match.params, [param]: missingPlaceholder } }
      const placeholder = await build(request, reply, placeholderMatch, null, true, url)
      return 'page' in placeholder
        ? { page: placeholder.page, keep: placeholder.page.status === 404 }
        : placeholder
    })
    if (!('page' in built) || built.page.status !== 404) return false
    const { page } = built
    reply
      .status(404)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', page.robots)
      .type('text/html; charset=utf-8')
      .send(page.body.toString().replaceAll(missingPlaceholder, value))
    return true
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url
    const pathname = decodeURIComponent(url.split('?')[0] ?? '/')
    if (pathname.startsWith('/api/') || pathname === '/api') throw notFound('Route')
    const user = request.user ? toUserDto(request.user) : null

    const match = matchPage(pathname)
    if (match && match.route.access !== 'public' && !user) return reply.redirect(pages.auth.href(), 302)
    if (match?.route.page === 'auth' && user) return reply.redirect(pages.dashboard.href(), 302)

    if (renderer.cacheable && !user && match) {
      const existence = serverDataOf(match.route.page)?.exists
      if (existence && !(await existence.check({ app, params: match.params }))) {
        if (await sendMissing(request, reply, match, existence.param)) return reply
      }
    }

    // Signed out, the page is the same for everyone who asks for this address while its content has
    // this version: it is rendered once (ADR 023). Every unknown address shows the same not-found page.
    // Addresses that carry a secret are never kept.
    let sharedKey: string | null = null
    if (renderer.cacheable && !user && !match?.route.tokenInAddress) {
      const version = match ? await sharedPageVersion(match.route.page, { app, params: match.params }) : ''
      if (version !== null) sharedKey = match ? `${pageKey(url, match)}#${version}` : ' not-found'
    }

    if (sharedKey === null) {
      const built = await build(request, reply, match, user, false)
      if ('redirect' in built) return reply.redirect(built.redirect, 302)
      return reply
        .status(built.page.status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', built.page.robots)
        .type('text/html; charset=utf-8')
        .send(built.page.body)
    }
    const built = await anonymousPages.get(sharedKey, () => build(request, reply, match, null, true))
    if ('redirect' in built) return reply.redirect(built.redirect, 302)
    return sendShared(request, reply, built.page)
  }

  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, handler)
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, handler)
}

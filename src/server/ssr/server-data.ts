import type { PageId, ServerDataPageId } from '@shared/routes'
import type { FastifyInstance } from 'fastify'
import { assessmentSsrLoader } from '../modules/assessment/assessment.ssr'
import { blogListSsrLoader, blogPostSsrLoader } from '../modules/blog/blog-ssr'
import { authSsrLoader, homeSsrLoader, methodologySsrLoader } from '../modules/catalogue/catalogue.ssr'
import { checkoutSsrLoader } from '../modules/payments/checkout.ssr'
import { pitchDeckSsrLoader } from '../modules/pitch-deck/pitch-deck.ssr'
import type { SsrLoader } from './ssr-loader'

type PageContext = { app: FastifyInstance; params: Record<string, string> }

/** What the server loads for a page before rendering it (the same under /embed). */
type ServerData = {
  load: SsrLoader
  /**
   * The version of the content the data comes from, for a page whose signed-out markup is the same for
   * everyone (ADR 023): the page is rendered once per version. Null means this address cannot be shared now
   * (an assessment still in progress); `per-visitor` that the page's data never can be (checkout, pitch deck).
   */
  version: ((ctx: PageContext) => Promise<string | null>) | 'per-visitor'
  /**
   * A cheap check, asked before anything is rendered, that the thing the address names exists. An unknown one
   * is answered with the page's not-found state, rendered once (plugins/ssr.ts) rather than per address.
   * `param` names the route parameter the check reads.
   */
  exists?: { param: string; check: (ctx: PageContext) => Promise<boolean> }
}

const catalogueVersion = ({ app }: PageContext) => app.services.catalogue.version()
const blogVersion = ({ app }: PageContext) => app.services.blog.contentVersion()

/**
 * The server data of every page the page table declares with `serverData`: the compiler asks for exactly
 * those pages here, so a page cannot be declared with data and render without it, or the reverse.
 */
export const serverData: Record<ServerDataPageId, ServerData> = {
  home: { load: homeSsrLoader, version: catalogueVersion },
  // The provider count in the side panel.
  auth: { load: authSsrLoader, version: catalogueVersion },
  // Which providers' fees are stale depends on the catalogue and on the day.
  methodology: {
    load: methodologySsrLoader,
    version: async ({ app }) => `${await app.services.catalogue.version()}:${app.services.catalogue.today()}`,
  },
  assessment: {
    load: assessmentSsrLoader,
    // The wizard's first step has no server data; an assessment's own steps are per visitor.
    version: async ({ params }) => (!params.id || params.id === 'start' ? '' : null),
    exists: {
      param: 'id',
      check: ({ app, params }) =>
        !params.id || params.id === 'start'
          ? Promise.resolve(true)
          : app.services.assessments.exists(params.id),
    },
  },
  recommendation: {
    load: assessmentSsrLoader,
    version: async ({ app, params }) =>
      (await app.services.assessments.publicView(params.id ?? ''))?.version ?? null,
    exists: {
      param: 'id',
      // A completed assessment's view is kept in memory: only another id costs a question to the database.
      check: async ({ app, params }) =>
        (await app.services.assessments.publicView(params.id ?? '')) !== null ||
        app.services.assessments.exists(params.id ?? ''),
    },
  },
  checkout: { load: checkoutSsrLoader, version: 'per-visitor' },
  blog: { load: blogListSsrLoader, version: blogVersion },
  'blog-post': {
    load: blogPostSsrLoader,
    version: blogVersion,
    exists: {
      param: 'slug',
      // While the blog is not public its loader redirects: that answer is not a not-found page.
      check: async ({ app, params }) =>
        !(await app.services.blog.isPublic()) || app.services.blog.publicPostExists(params.slug ?? ''),
    },
  },
  'pitch-deck': { load: pitchDeckSsrLoader, version: 'per-visitor' },
}

/** The server data of a page, if it has any. */
export const serverDataOf = (page: PageId): ServerData | undefined =>
  Object.hasOwn(serverData, page) ? serverData[page as ServerDataPageId] : undefined

/**
 * What a signed-out page's shared markup is keyed by besides its address: '' for pages without server data
 * (they depend on the build only), the content's version for the others, null when it cannot be shared.
 */
export async function sharedPageVersion(page: PageId, ctx: PageContext): Promise<string | null> {
  const data = serverDataOf(page)
  if (!data) return ''
  return data.version === 'per-visitor' ? null : data.version(ctx)
}

import type { PageId } from '@shared/routes'
import type { FastifyInstance } from 'fastify'
import { assessmentSsrLoader } from '../modules/assessment/assessment.ssr'
import { blogListSsrLoader, blogPostSsrLoader } from '../modules/blog/blog-ssr'
import { authSsrLoader, homeSsrLoader, methodologySsrLoader } from '../modules/catalogue/catalogue.ssr'
import { checkoutSsrLoader } from '../modules/payments/checkout.ssr'
import { pitchDeckSsrLoader } from '../modules/pitch-deck/pitch-deck.ssr'
import type { SsrLoader } from './ssr-loader'

/** The server data of the route table's pages that have any (the same under /embed). */
export const ssrLoaders: Partial<Record<PageId, SsrLoader>> = {
  home: homeSsrLoader,
  auth: authSsrLoader,
  methodology: methodologySsrLoader,
  assessment: assessmentSsrLoader,
  recommendation: assessmentSsrLoader,
  checkout: checkoutSsrLoader,
  blog: blogListSsrLoader,
  'blog-post': blogPostSsrLoader,
  'pitch-deck': pitchDeckSsrLoader,
}

type ExistsContext = { app: FastifyInstance; params: Record<string, string> }

/**
 * Cheap checks, asked before anything is rendered, that the thing a page's address names exists. An
 * unknown one is answered with that page's not-found state, rendered once (plugins/ssr.ts) rather than
 * per address. `param` names the route parameter the check reads.
 */
export const ssrExistence: Partial<
  Record<PageId, { param: string; exists: (ctx: ExistsContext) => Promise<boolean> }>
> = {
  assessment: {
    param: 'id',
    exists: ({ app, params }) =>
      !params.id || params.id === 'start'
        ? Promise.resolve(true)
        : app.services.assessments.exists(params.id),
  },
  recommendation: {
    param: 'id',
    exists: ({ app, params }) => app.services.assessments.exists(params.id ?? ''),
  },
  'blog-post': {
    param: 'slug',
    // While the blog is not public its loader redirects: that answer is not a not-found page.
    exists: async ({ app, params }) =>
      !(await app.services.blog.isPublic()) || app.services.blog.publicPostExists(params.slug ?? ''),
  },
}

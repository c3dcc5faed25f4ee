import type { PageMeta } from '@shared/seo/page-meta'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { assessmentSsrLoaders } from '../modules/assessment/assessment.ssr'
import { blogSsrLoaders } from '../modules/blog/blog-ssr'
import { checkoutSsrLoaders } from '../modules/payments/checkout.ssr'
import { pitchDeckSsrLoaders } from '../modules/pitch-deck/pitch-deck.ssr'

export type SsrLoadResult = {
  /** Query data put in the page's cache before rendering: [queryKey, data]. */
  queries?: Array<[readonly unknown[], unknown]>
  status?: number
  redirect?: string
  meta?: Partial<PageMeta>
  /** Extra head markup; the loader is responsible for escaping it. */
  headExtra?: string
}

export type SsrLoader = {
  /** Matches the pathname; groups become params. */
  pattern: RegExp
  load: (ctx: {
    app: FastifyInstance
    request: FastifyRequest
    match: RegExpMatchArray
  }) => Promise<SsrLoadResult>
}

/** Per-route server data: each feature adds its loader here. */
export const ssrLoaders: SsrLoader[] = [
  ...blogSsrLoaders,
  ...assessmentSsrLoaders,
  ...checkoutSsrLoaders,
  ...pitchDeckSsrLoaders,
]

import type { PageMeta } from '@shared/seo/page-meta'
import type { FastifyInstance, FastifyRequest } from 'fastify'

// The shape of a page's server data, apart from the table of pages that have any (`server-data.ts`): the
// modules' loaders import this file only, so no module imports the table that imports them.

export type SsrLoadResult = {
  /** Query data put in the page's cache before rendering: [queryKey, data]. */
  queries?: Array<[readonly unknown[], unknown]>
  status?: number
  redirect?: string
  meta?: Partial<PageMeta>
  /** Extra head markup; the loader is responsible for escaping it. */
  headExtra?: string
}

/** Server data of one page; `params` are the route table row's parameters. */
export type SsrLoader = (ctx: {
  app: FastifyInstance
  request: FastifyRequest
  params: Record<string, string>
}) => Promise<SsrLoadResult>

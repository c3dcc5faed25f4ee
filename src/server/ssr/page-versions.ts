import type { PageId } from '@shared/routes'
import type { FastifyInstance } from 'fastify'
import { ssrLoaders } from './loaders'

type VersionContext = { app: FastifyInstance; params: Record<string, string> }

/**
 * The version of the content a page's server data comes from, for pages whose signed-out markup is the
 * same for everyone (ADR 023): the page is rendered once per version. Null means this address cannot be
 * shared now (e.g. an assessment still in progress).
 */
const contentVersions: Partial<Record<PageId, (ctx: VersionContext) => Promise<string | null>>> = {
  home: ({ app }) => app.services.catalogue.version(),
  // The provider count in the side panel.
  auth: ({ app }) => app.services.catalogue.version(),
  // Which providers' fees are stale depends on the catalogue and on the day.
  methodology: async ({ app }) =>
    `${await app.services.catalogue.version()}:${app.services.catalogue.today()}`,
  // The wizard's first step has no server data; an assessment's own steps are per visitor.
  assessment: async ({ params }) => (!params.id || params.id === 'start' ? '' : null),
  blog: ({ app }) => app.services.blog.contentVersion(),
  'blog-post': ({ app }) => app.services.blog.contentVersion(),
  recommendation: async ({ app, params }) =>
    (await app.services.assessments.publicView(params.id ?? ''))?.version ?? null,
}

/**
 * What a signed-out page's shared markup is keyed by besides its address: '' for pages without server
 * data (they depend on the build only), the content's version for pages listed above, null for pages
 * with server data per visitor (checkout, pitch deck, the wizard).
 */
export async function sharedPageVersion(page: PageId, ctx: VersionContext): Promise<string | null> {
  const version = contentVersions[page]
  if (version) return version(ctx)
  return ssrLoaders[page] ? null : ''
}

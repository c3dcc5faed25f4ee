import { catalogueApi } from '@shared/catalogue/catalogue.api'
import { catalogueFiguresApi } from '@shared/catalogue/catalogue-figures.api'
import { servedCatalogueApi } from '@shared/catalogue/served-catalogue.api'
import type { FastifyPluginAsync } from 'fastify'
import { sendPrecompressed } from '../../lib/precompressed'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue } = app.services
  const open = { access: 'public', tags: ['catalogue'] } as const

  await route(
    app,
    catalogueApi.providers,
    { ...open, summary: 'Active providers with headline fees and their sources' },
    // Already checked against the schema and serialised once per catalogue version (ADR 018): Fastify
    // sends JSON text as it is.
    async (request, reply) =>
      sendPrecompressed(
        request,
        reply,
        await catalogue.listProvidersJson(),
        'application/json; charset=utf-8',
      ),
  )

  await route(
    app,
    catalogueFiguresApi.landing,
    {
      ...open,
      summary: "The landing page's fee table and provider list, computed by the engine from the catalogue",
    },
    // Computed, checked and serialised once per catalogue version.
    async (request, reply) =>
      sendPrecompressed(
        request,
        reply,
        await catalogue.landingFiguresJson(),
        'application/json; charset=utf-8',
      ),
  )

  const json = 'application/json; charset=utf-8'

  await route(
    app,
    servedCatalogueApi.engine,
    {
      access: 'user',
      tags: open.tags,
      summary:
        "Every active provider's full catalogue entry as the pricing engine reads it, with the fees the server prices now (the paid tools' what-if calculations)",
      errors: [401, 403],
    },
    async (request, reply) =>
      sendPrecompressed(request, reply, await catalogue.engineCatalogueJson(signedInUser(request)), json),
  )

  await route(
    app,
    servedCatalogueApi.sources,
    { ...open, summary: "Each active provider's headline rates and the sources and dates of its figures" },
    async (request, reply) => sendPrecompressed(request, reply, await catalogue.providerSourcesJson(), json),
  )

  await route(
    app,
    servedCatalogueApi.names,
    { ...open, summary: 'The active providers by id and name (to match the provider a merchant names)' },
    async (request, reply) => sendPrecompressed(request, reply, await catalogue.providerNamesJson(), json),
  )

  await route(
    app,
    catalogueFiguresApi.feeDates,
    {
      ...open,
      summary: 'Active providers whose published fees were last checked more than the stale threshold ago',
    },
    async () => catalogue.feeDates(),
  )

  await route(
    app,
    catalogueApi.estimate,
    {
      ...open,
      noStore: true,
      summary:
        'Rank every active provider for a set of assessment answers (stateless): the whole ranking for paid accounts and the admin, the top match for everyone else',
      errors: [400],
    },
    async (request) => catalogue.estimateFor(request.body, request.user),
  )
}

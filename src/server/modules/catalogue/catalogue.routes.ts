import { EstimateResponseSchema, PspProviderDtoSchema } from '@shared/catalogue/catalogue.schemas'
import { FEE_DATES_PATH, FeeDatesSchema } from '@shared/catalogue/fee-dates'
import { LANDING_FIGURES_PATH } from '@shared/catalogue/landing-figures'
import { LandingFiguresSchema } from '@shared/catalogue/landing-figures.schemas'
import {
  ENGINE_CATALOGUE_PATH,
  EngineCatalogueSchema,
  PROVIDER_NAMES_PATH,
  PROVIDER_SOURCES_PATH,
  ProviderNamesSchema,
  ProviderSourcesSchema,
} from '@shared/catalogue/served-catalogue'
import { ApiErrorSchema } from '@shared/http/api-error'
import { EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendPrecompressed } from '../../lib/precompressed'

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.services
  const tags = ['catalogue']

  app.get(
    '/api/psp-providers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active providers with headline fees and their sources',
        response: { 200: z.array(PspProviderDtoSchema) },
      },
    },
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

  app.get(
    LANDING_FIGURES_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The landing page's fee table and provider list, computed by the engine from the catalogue",
        response: { 200: LandingFiguresSchema },
      },
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

  app.get(
    ENGINE_CATALOGUE_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Every active provider's full catalogue entry as the pricing engine reads it, with the fees the server prices now (the dashboard's what-if calculations)",
        response: { 200: EngineCatalogueSchema },
      },
    },
    async (request, reply) => sendPrecompressed(request, reply, await catalogue.engineCatalogueJson(), json),
  )

  app.get(
    PROVIDER_SOURCES_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Each active provider's headline rates and the sources and dates of its figures",
        response: { 200: ProviderSourcesSchema },
      },
    },
    async (request, reply) => sendPrecompressed(request, reply, await catalogue.providerSourcesJson(), json),
  )

  app.get(
    PROVIDER_NAMES_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The active providers by id and name (to match the provider a merchant names)',
        response: { 200: ProviderNamesSchema },
      },
    },
    async (request, reply) => sendPrecompressed(request, reply, await catalogue.providerNamesJson(), json),
  )

  app.get(
    FEE_DATES_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active providers whose published fees were last checked more than the stale threshold ago',
        response: { 200: FeeDatesSchema },
      },
    },
    async () => catalogue.feeDates(),
  )

  app.post(
    '/api/estimate',
    {
      config: { access: 'public', noStore: true },
      schema: {
        tags,
        summary:
          'Rank every active provider for a set of assessment answers (stateless): the whole ranking for paid accounts and the admin, the top match for everyone else',
        body: EstimateRequestSchema,
        response: { 200: EstimateResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => catalogue.estimateFor(request.body, request.user),
  )
}

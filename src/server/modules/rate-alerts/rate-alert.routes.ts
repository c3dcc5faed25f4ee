import { ApiErrorSchema } from '@shared/http/api-error'
import {
  ChecklistSchema,
  ChecklistUpdateSchema,
  CreateRateAlertSchema,
  RateAlertListSchema,
  RateAlertSchema,
  RateHistoryQuerySchema,
  RateHistorySchema,
  UpdateRateAlertSchema,
} from '@shared/rate-alerts/rate-alert.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendPrecompressed } from '../../lib/precompressed'
import { signedInUser } from '../../plugins/access'

const IdParams = z.object({ id: z.string().min(1).max(64) })
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }

/** Rate monitoring (paid tiers), the public rate history and the saved optimisation checklist. */
export const rateAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateAlerts } = app.services
  const tags = ['rate-alerts']

  app.get(
    '/api/user/rate-alerts',
    {
      config: { access: 'user', noStore: true },
      schema: {
        tags,
        summary: "The account's rate alerts",
        response: { 200: RateAlertListSchema, ...errors },
      },
    },
    async (request) => {
      return rateAlerts.list(signedInUser(request))
    },
  )

  app.post(
    '/api/user/rate-alerts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Watch a provider: increase, decrease or any change, mailed at once or in a digest',
        body: CreateRateAlertSchema,
        response: { 201: RateAlertSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rateAlerts.create(signedInUser(request), request.body)),
  )

  app.put(
    '/api/user/rate-alerts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Pause or resume an alert, or change its threshold or frequency (owner only)',
        params: IdParams,
        body: UpdateRateAlertSchema,
        response: { 200: RateAlertSchema, ...errors },
      },
    },
    async (request) => rateAlerts.update(signedInUser(request), request.params.id, request.body),
  )

  app.delete(
    '/api/user/rate-alerts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete an alert (owner only)',
        params: IdParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await rateAlerts.remove(signedInUser(request), request.params.id)
      return { message: 'Alert deleted.' }
    },
  )

  app.get(
    '/api/rate-history',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Recorded changes of providers’ headline fees, newest first, with old and new figures and source',
        querystring: RateHistoryQuerySchema,
        response: { 200: RateHistorySchema, 400: ApiErrorSchema },
      },
    },
    // Checked and serialised once per catalogue version, compressed once (ADR 043).
    async (request, reply) =>
      sendPrecompressed(
        request,
        reply,
        await rateAlerts.historyJson(request.query.providerId),
        'application/json; charset=utf-8',
      ),
  )

  app.get(
    '/api/user/optimization-checklist',
    {
      config: { access: 'user', noStore: true },
      schema: {
        tags,
        summary: 'The completed steps of the optimisation checklist (steps 1 and 2 at first)',
        response: { 200: ChecklistSchema, ...errors },
      },
    },
    async (request) => {
      return rateAlerts.checklist(signedInUser(request))
    },
  )

  app.put(
    '/api/user/optimization-checklist',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Save the completed steps of the optimisation checklist',
        body: ChecklistUpdateSchema,
        response: { 200: ChecklistSchema, ...errors },
      },
    },
    async (request) => rateAlerts.saveChecklist(signedInUser(request), request.body.completed),
  )
}

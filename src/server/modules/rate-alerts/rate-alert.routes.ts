import { rateAlertApi } from '@shared/rate-alerts/rate-alert.api'
import type { FastifyPluginAsync } from 'fastify'
import { sendPrecompressed } from '../../lib/precompressed'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'

const errors = [400, 401, 403, 404] as const

/** Rate monitoring (paid tiers), the public rate history and the saved optimisation checklist. */
export const rateAlertRoutes: FastifyPluginAsync = async (app) => {
  const { rateAlerts } = app.services
  const user = { access: 'user', tags: ['rate-alerts'], errors } as const

  await route(
    app,
    rateAlertApi.list,
    { ...user, noStore: true, summary: "The account's rate alerts" },
    async (request) => rateAlerts.list(signedInUser(request)),
  )

  await route(
    app,
    rateAlertApi.create,
    { ...user, summary: 'Watch a provider: increase, decrease or any change, mailed at once or in a digest' },
    async (request) => rateAlerts.create(signedInUser(request), request.body),
  )

  await route(
    app,
    rateAlertApi.update,
    { ...user, summary: 'Pause or resume an alert, or change its threshold or frequency (owner only)' },
    async (request) => rateAlerts.update(signedInUser(request), request.params.id, request.body),
  )

  await route(
    app,
    rateAlertApi.remove,
    { ...user, summary: 'Delete an alert (owner only)' },
    async (request) => {
      await rateAlerts.remove(signedInUser(request), request.params.id)
      return { message: 'Alert deleted.' }
    },
  )

  await route(
    app,
    rateAlertApi.history,
    {
      access: 'public',
      tags: user.tags,
      summary:
        'Recorded changes of providers’ headline fees, newest first, with old and new figures and source',
      errors: [400],
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

  await route(
    app,
    rateAlertApi.checklist,
    {
      ...user,
      noStore: true,
      summary: 'The completed steps of the optimisation checklist (steps 1 and 2 at first)',
    },
    async (request) => rateAlerts.checklist(signedInUser(request)),
  )

  await route(
    app,
    rateAlertApi.saveChecklist,
    { ...user, summary: 'Save the completed steps of the optimisation checklist' },
    async (request) => rateAlerts.saveChecklist(signedInUser(request), request.body.completed),
  )
}

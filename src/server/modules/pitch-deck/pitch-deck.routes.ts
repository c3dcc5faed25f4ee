import { pitchDeckApi } from '@shared/pitch-deck/pitch-deck.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'

export const pitchDeckRoutes: FastifyPluginAsync = async (app) => {
  const { pitchDeck } = app.services
  const admin = { access: 'admin', tags: ['admin pitch deck'], errors: [400, 401, 403, 404] } as const

  await route(app, pitchDeckApi.content, { ...admin, summary: 'The deck (sanitised HTML)' }, async () =>
    pitchDeck.getContent(),
  )

  await route(
    app,
    pitchDeckApi.saveContent,
    { ...admin, summary: 'Save the deck (sanitised); the previous version is backed up' },
    async (request) => pitchDeck.saveContent(request.body.content),
  )

  await route(
    app,
    pitchDeckApi.backups,
    { ...admin, summary: 'Earlier versions, newest first' },
    async () => ({
      backups: await pitchDeck.listBackups(),
    }),
  )

  await route(
    app,
    pitchDeckApi.restoreBackup,
    { ...admin, summary: 'Make an earlier version current (the current one is backed up)' },
    async (request) => pitchDeck.restoreBackup(request.params.id),
  )

  await route(
    app,
    pitchDeckApi.createAccess,
    { ...admin, summary: 'Create a link for a recipient and email it to them' },
    async (request) => pitchDeck.createAccess(request.body),
  )

  await route(app, pitchDeckApi.accesses, { ...admin, summary: 'Every link with its status' }, async () => ({
    accesses: await pitchDeck.listAccesses(),
  }))

  await route(app, pitchDeckApi.revoke, { ...admin, summary: 'Revoke a link' }, async (request) =>
    pitchDeck.revoke(request.params.token),
  )

  await route(
    app,
    pitchDeckApi.view,
    {
      access: 'public',
      noStore: true,
      tags: ['pitch deck'],
      summary: 'The deck for a recipient link (counts a view)',
      errors: [404, 410],
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow')
      return pitchDeck.view(request.params.token)
    },
  )
}

import { ApiErrorSchema } from '@shared/http/api-error'
import {
  BackupIdParamSchema,
  CreateAccessSchema,
  PitchDeckAccessListSchema,
  PitchDeckAccessSchema,
  PitchDeckBackupListSchema,
  PitchDeckContentSchema,
  PitchDeckContentUpdateSchema,
  PublicPitchDeckSchema,
  TokenParamSchema,
} from '@shared/pitch-deck/pitch-deck.schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const pitchDeckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pitchDeck } = app.services
  const tags = ['admin pitch deck']
  const config = { access: 'admin' as const }
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }

  app.get(
    '/api/admin/pitch-deck/content',
    {
      config,
      schema: {
        tags,
        summary: 'The deck (sanitised HTML)',
        response: { 200: PitchDeckContentSchema, ...errors },
      },
    },
    async () => pitchDeck.getContent(),
  )

  app.put(
    '/api/admin/pitch-deck/content',
    {
      config,
      schema: {
        tags,
        summary: 'Save the deck (sanitised); the previous version is backed up',
        body: PitchDeckContentUpdateSchema,
        response: { 200: PitchDeckContentSchema, ...errors },
      },
    },
    async (request) => pitchDeck.saveContent(request.body.content),
  )

  app.get(
    '/api/admin/pitch-deck/backups',
    {
      config,
      schema: {
        tags,
        summary: 'Earlier versions, newest first',
        response: { 200: PitchDeckBackupListSchema, ...errors },
      },
    },
    async () => ({ backups: await pitchDeck.listBackups() }),
  )

  app.post(
    '/api/admin/pitch-deck/backups/:id/restore',
    {
      config,
      schema: {
        tags,
        summary: 'Make an earlier version current (the current one is backed up)',
        params: BackupIdParamSchema,
        response: { 200: PitchDeckContentSchema, ...errors },
      },
    },
    async (request) => pitchDeck.restoreBackup(request.params.id),
  )

  app.post(
    '/api/admin/pitch-deck/create-access',
    {
      config,
      schema: {
        tags,
        summary: 'Create a link for a recipient and email it to them',
        body: CreateAccessSchema,
        response: { 201: PitchDeckAccessSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await pitchDeck.createAccess(request.body, request.user?.username ?? 'The team')),
  )

  app.get(
    '/api/admin/pitch-deck/accesses',
    {
      config,
      schema: {
        tags,
        summary: 'Every link with its status',
        response: { 200: PitchDeckAccessListSchema, ...errors },
      },
    },
    async () => ({ accesses: await pitchDeck.listAccesses() }),
  )

  app.post(
    '/api/admin/pitch-deck/revoke/:token',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke a link',
        params: TokenParamSchema,
        response: { 200: PitchDeckAccessSchema, ...errors },
      },
    },
    async (request) => pitchDeck.revoke(request.params.token),
  )

  app.get(
    '/api/pitch-deck/:token',
    {
      config: { access: 'public', noStore: true },
      schema: {
        tags: ['pitch deck'],
        summary: 'The deck for a recipient link (counts a view)',
        params: TokenParamSchema,
        response: { 200: PublicPitchDeckSchema, 404: ApiErrorSchema, 410: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow')
      return pitchDeck.view(request.params.token)
    },
  )
}

import {
  AdminInviteUserRequestSchema,
  AdminSendEmailRequestSchema,
  AdminUpdateUserRequestSchema,
  AdminUserResponseSchema,
  AdminUsersResponseSchema,
  adminUserFileName,
} from '@shared/admin/admin-users.schemas'
import { ImpersonateResponseSchema } from '@shared/admin/impersonation.schemas'
import { MessageSchema } from '@shared/auth/auth.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { pages } from '@shared/routes'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/access'
import type { Actor } from './admin-users.service'

const IdParams = z.object({ id: z.string().min(1).max(64) })
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
}
const tags = ['admin']
const admin = { access: 'admin' as const }
const actorOf = (request: FastifyRequest): Actor => ({ user: signedInUser(request), ip: request.ip })

/** The Users tab: list, invite, edit, reset password, reset second factor, status, mail, export, delete, impersonate. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminUsers, impersonation } = app.services

  app.get(
    '/api/admin/users',
    {
      config: admin,
      schema: { tags, summary: 'All users', response: { 200: AdminUsersResponseSchema, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { users: await adminUsers.list() }
    },
  )

  app.post(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Invite a user by email (an activation link to choose a password)',
        body: AdminInviteUserRequestSchema,
        response: { 201: AdminUserResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        user: await adminUsers.invite(actorOf(request), request.body),
        message: `An invitation was sent to ${request.body.email}.`,
      }),
  )

  app.put(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Change a user's email, role or tier",
        params: IdParams,
        body: AdminUpdateUserRequestSchema,
        response: { 200: AdminUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      user: await adminUsers.update(actorOf(request), request.params.id, request.body),
      message: 'User updated successfully',
    }),
  )

  app.post(
    '/api/admin/users/:id/reset-password',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Email the user a password reset link',
        params: IdParams,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await adminUsers.resetPassword(actorOf(request), request.params.id)
      return { message: 'Password reset email sent' }
    },
  )

  app.post(
    '/api/admin/users/:id/reset-second-factor',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Turn off the second factor of a user who lost their authenticator (they sign in with the password and may set it up again)',
        params: IdParams,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await adminUsers.resetSecondFactor(actorOf(request), request.params.id)
      return { message: 'Two-factor authentication was reset. The user signs in with their password alone.' }
    },
  )

  for (const status of ['activate', 'deactivate'] as const) {
    app.post(
      `/api/admin/users/:id/${status}`,
      {
        config: admin,
        schema: {
          tags,
          summary:
            status === 'activate'
              ? 'Activate a user'
              : "Deactivate a user (ends the user's sessions at once)",
          params: IdParams,
          response: { 200: AdminUserResponseSchema, ...errors },
        },
      },
      async (request) => ({
        user: await adminUsers.setStatus(
          actorOf(request),
          request.params.id,
          status === 'activate' ? 'active' : 'deactivated',
        ),
        message: status === 'activate' ? 'User activated' : 'User deactivated',
      }),
    )
  }

  app.post(
    '/api/admin/users/:id/send-email',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Send the user a message',
        params: IdParams,
        body: AdminSendEmailRequestSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await adminUsers.sendEmail(actorOf(request), request.params.id, request.body)
      return { message: 'Email sent' }
    },
  )

  app.get(
    '/api/admin/users/:id/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Everything stored about one user, as a JSON download (no hashes or tokens)',
        params: IdParams,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) => {
      const data = await adminUsers.exportData(actorOf(request), request.params.id)
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${adminUserFileName(request.params.id)}"`)
      return data
    },
  )

  app.delete(
    '/api/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a user and everything about them',
        params: IdParams,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await adminUsers.delete(actorOf(request), request.params.id)
      return { message: 'User deleted' }
    },
  )

  app.post(
    '/api/admin/users/:id/impersonate',
    {
      config: admin,
      schema: {
        tags,
        summary: "Act as the user: this session becomes the user's, time-boxed, without admin rights",
        params: IdParams,
        response: { 200: ImpersonateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, user } = await impersonation.start(
        signedInUser(request),
        request.sessionToken,
        request.params.id,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      )
      app.sessionCookies.set(reply, token)
      return { message: `You are now signed in as ${user.email}`, redirectTo: pages.dashboard.href() }
    },
  )
}

import { adminApi } from '@shared/admin/admin.api'
import { adminUserFileName } from '@shared/admin/admin-users.schemas'
import { impersonationApi } from '@shared/admin/impersonation.api'
import { pages } from '@shared/routes'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'
import type { Actor } from './admin-users.service'

const admin = { access: 'admin', tags: ['admin'], errors: [400, 401, 403, 404, 409] } as const
const actorOf = (request: FastifyRequest): Actor => ({ user: signedInUser(request), ip: request.ip })

/** The Users tab: list, invite, edit, reset password, reset second factor, status, mail, export, delete, impersonate. */
export const adminUserRoutes: FastifyPluginAsync = async (app) => {
  const { adminUsers, impersonation } = app.services

  await route(app, adminApi.users, { ...admin, noStore: true, summary: 'All users' }, async () => ({
    users: await adminUsers.list(),
  }))

  await route(
    app,
    adminApi.inviteUser,
    { ...admin, summary: 'Invite a user by email (an activation link to choose a password)' },
    async (request) => ({
      user: await adminUsers.invite(actorOf(request), request.body),
      message: `An invitation was sent to ${request.body.email}.`,
    }),
  )

  await route(
    app,
    adminApi.updateUser,
    { ...admin, summary: "Change a user's email, role or tier" },
    async (request) => ({
      user: await adminUsers.update(actorOf(request), request.params.id, request.body),
      message: 'User updated successfully',
    }),
  )

  await route(
    app,
    adminApi.resetPassword,
    { ...admin, summary: 'Email the user a password reset link' },
    async (request) => {
      await adminUsers.resetPassword(actorOf(request), request.params.id)
      return { message: 'Password reset email sent' }
    },
  )

  await route(
    app,
    adminApi.resetSecondFactor,
    {
      ...admin,
      summary:
        'Turn off the second factor of a user who lost their authenticator (they sign in with the password and may set it up again)',
    },
    async (request) => {
      await adminUsers.resetSecondFactor(actorOf(request), request.params.id)
      return { message: 'Two-factor authentication was reset. The user signs in with their password alone.' }
    },
  )

  await route(app, adminApi.activateUser, { ...admin, summary: 'Activate a user' }, async (request) => ({
    user: await adminUsers.setStatus(actorOf(request), request.params.id, 'active'),
    message: 'User activated',
  }))

  await route(
    app,
    adminApi.deactivateUser,
    { ...admin, summary: "Deactivate a user (ends the user's sessions at once)" },
    async (request) => ({
      user: await adminUsers.setStatus(actorOf(request), request.params.id, 'deactivated'),
      message: 'User deactivated',
    }),
  )

  await route(app, adminApi.sendEmail, { ...admin, summary: 'Send the user a message' }, async (request) => {
    await adminUsers.sendEmail(actorOf(request), request.params.id, request.body)
    return { message: 'Email sent' }
  })

  await route(
    app,
    adminApi.exportUser,
    {
      ...admin,
      noStore: true,
      summary: 'Everything stored about one user, as a JSON download (no hashes or tokens)',
    },
    async (request, reply) => {
      const data = await adminUsers.exportData(actorOf(request), request.params.id)
      reply.header('content-disposition', `attachment; filename="${adminUserFileName(request.params.id)}"`)
      return data
    },
  )

  await route(
    app,
    adminApi.deleteUser,
    { ...admin, summary: 'Delete a user and everything about them' },
    async (request) => {
      await adminUsers.delete(actorOf(request), request.params.id)
      return { message: 'User deleted' }
    },
  )

  await route(
    app,
    impersonationApi.start,
    {
      ...admin,
      summary: "Act as the user: this session becomes the user's, time-boxed, without admin rights",
    },
    async (request, reply) => {
      const { token, ticket, user } = await impersonation.start(
        signedInUser(request),
        request.sessionToken,
        request.params.id,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      )
      app.sessionCookies.set(reply, token)
      app.returnTicketCookies.set(reply, ticket)
      return { message: `You are now signed in as ${user.email}`, redirectTo: pages.dashboard.href() }
    },
  )
}

import { authApi } from '@shared/auth/auth.api'
import { sessionApi } from '@shared/auth/session.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'
import { sensitiveRouteLimit } from '../../plugins/load-protection'
import { toUserDto } from '../users/user.dto'

const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
})

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { auth } = app.services
  const tags = ['auth']

  await route(
    app,
    sessionApi.user,
    { access: 'user', noStore: true, tags, summary: 'The signed-in user', errors: [401] },
    async (request) => toUserDto(signedInUser(request)),
  )

  await route(
    app,
    authApi.register,
    {
      access: 'public',
      rateLimit: sensitiveRouteLimit(app.config),
      tags,
      summary: 'Create a free account and sign in',
      errors: [400, 409],
    },
    async (request, reply) => {
      const { user, token } = await auth.register(request.body, meta(request))
      // Signed in at once (spec); nothing but this link is mailed until the address is proven.
      await app.services.accounts.sendVerificationLink(user)
      if (request.sessionToken) await auth.logout(request.sessionToken)
      app.sessionCookies.set(reply, token)
      return toUserDto(user)
    },
  )

  await route(
    app,
    authApi.login,
    {
      access: 'public',
      rateLimit: sensitiveRouteLimit(app.config),
      tags,
      summary: 'Sign in with email or username',
      errors: [400, 401, 429],
    },
    async (request, reply) => {
      const outcome = await auth.login(request.body, {
        ...meta(request),
        deviceToken: app.deviceCookies.read(request),
      })
      if (outcome.kind === 'second-factor') {
        // No session yet: the password step is remembered in a short-lived cookie for the code step.
        app.challengeCookies.set(reply, outcome.challengeToken)
        return outcome.enrolment
          ? { mfaRequired: true as const, enrolment: outcome.enrolment }
          : { mfaRequired: true as const }
      }
      const { user, token } = outcome
      // A new token at every sign-in; the one the browser held before is revoked.
      if (request.sessionToken) await auth.logout(request.sessionToken)
      app.sessionCookies.set(reply, token)
      return toUserDto(user)
    },
  )

  await route(
    app,
    sessionApi.logout,
    { access: 'public', tags, summary: 'Sign out and revoke the session' },
    async (request, reply) => {
      await auth.logout(request.sessionToken ?? undefined)
      app.sessionCookies.clear(reply)
      return { message: 'Signed out' }
    },
  )

  await route(
    app,
    authApi.revokeOtherSessions,
    {
      access: 'user',
      tags,
      summary: "Sign out of every other device: end all the user's sessions but this one",
      errors: [401],
    },
    async (request) => {
      const ended = await app.services.sessions.revokeAllForUser(
        signedInUser(request).id,
        request.sessionToken ?? undefined,
      )
      const message =
        ended === 0
          ? 'No other device was signed in.'
          : `Signed out of ${ended} other ${ended === 1 ? 'device' : 'devices'}.`
      return { message, ended }
    },
  )
}

import {
  LoginRequestSchema,
  MessageSchema,
  RegisterRequestSchema,
  SignedOutOthersSchema,
  UserSchema,
} from '@shared/auth/auth.schemas'
import { LoginResponseSchema } from '@shared/auth/second-factor.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInUser } from '../../plugins/access'
import { sensitiveRouteLimit } from '../../plugins/load-protection'
import { toUserDto } from '../users/user.dto'

const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
})

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services
  const tags = ['auth']

  app.get(
    '/api/user',
    {
      config: { access: 'user', noStore: true },
      schema: { tags, summary: 'The signed-in user', response: { 200: UserSchema, 401: ApiErrorSchema } },
    },
    async (request) => {
      return toUserDto(signedInUser(request))
    },
  )

  app.post(
    '/api/register',
    {
      config: { access: 'public', rateLimit: sensitiveRouteLimit(app.config) },
      schema: {
        tags,
        summary: 'Create a free account and sign in',
        body: RegisterRequestSchema,
        response: { 201: UserSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await auth.register(request.body, meta(request))
      // Signed in at once (spec); nothing but this link is mailed until the address is proven.
      await app.services.accounts.sendVerificationLink(user)
      if (request.sessionToken) await auth.logout(request.sessionToken)
      app.sessionCookies.set(reply, token)
      return reply.status(201).send(toUserDto(user))
    },
  )

  app.post(
    '/api/login',
    {
      config: { access: 'public', rateLimit: sensitiveRouteLimit(app.config) },
      schema: {
        tags,
        summary: 'Sign in with email or username',
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema.describe(
            'The signed-in user, or { mfaRequired: true } when a code from an authenticator app must follow (POST /api/login/mfa)',
          ),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
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

  app.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sign out and revoke the session', response: { 200: MessageSchema } },
    },
    async (request, reply) => {
      await auth.logout(request.sessionToken ?? undefined)
      app.sessionCookies.clear(reply)
      return { message: 'Signed out' }
    },
  )

  app.post(
    '/api/user/sessions/revoke-others',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Sign out of every other device: end all the user's sessions but this one",
        response: { 200: SignedOutOthersSchema, 401: ApiErrorSchema },
      },
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

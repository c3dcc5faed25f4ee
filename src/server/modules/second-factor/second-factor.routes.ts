import { UserSchema } from '@shared/auth/auth.schemas'
import {
  SecondFactorStatusSchema,
  TotpCodeSchema,
  TotpEnrolmentSchema,
} from '@shared/auth/second-factor.schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error'
import { signedInUser } from '../../plugins/access'
import { sensitiveRouteLimit } from '../../plugins/load-protection'
import { toUserDto } from '../users/user.dto'

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema }

/** The account's own second factor is the account holder's to change, never an administrator's acting as them. */
function accountHolder(request: FastifyRequest) {
  if (request.impersonatorUserId) {
    throw new AppError('FORBIDDEN', 'Two-factor settings can only be changed by the account holder.')
  }
  return signedInUser(request)
}

export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor } = app.services
  const tags = ['auth']

  app.post(
    '/api/login/mfa',
    {
      config: { access: 'public', rateLimit: sensitiveRouteLimit(app.config) },
      schema: {
        tags,
        summary: 'Complete a sign-in with the code from the authenticator app',
        body: TotpCodeSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const meta = {
        ip: request.ip,
        userAgent:
          typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
      }
      const { user, token, deviceToken } = await secondFactor.completeSignIn(
        app.challengeCookies.read(request),
        request.body.code,
        meta,
      )
      app.challengeCookies.clear(reply)
      app.deviceCookies.set(reply, deviceToken)
      if (request.sessionToken) await app.services.auth.logout(request.sessionToken)
      app.sessionCookies.set(reply, token)
      return toUserDto(user)
    },
  )

  app.get(
    '/api/user/second-factor',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether the signed-in account signs in with a code from an authenticator app',
        response: { 200: SecondFactorStatusSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => secondFactor.status(signedInUser(request)),
  )

  app.post(
    '/api/user/second-factor/setup',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start turning on two-factor authentication: a new secret as a QR code and a setup key',
        response: { 200: TotpEnrolmentSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => secondFactor.startEnrolment(accountHolder(request)),
  )

  app.post(
    '/api/user/second-factor/enable',
    {
      config: { access: 'user', rateLimit: sensitiveRouteLimit(app.config) },
      schema: {
        tags,
        summary: 'Turn on two-factor authentication with a code from the newly scanned secret',
        body: TotpCodeSchema,
        response: { 200: SecondFactorStatusSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = accountHolder(request)
      await secondFactor.confirmEnrolment(
        user,
        request.body.code,
        request.ip,
        request.sessionToken ?? undefined,
      )
      return secondFactor.status(user)
    },
  )

  app.post(
    '/api/user/second-factor/disable',
    {
      config: { access: 'user', rateLimit: sensitiveRouteLimit(app.config) },
      schema: {
        tags,
        summary: 'Turn off two-factor authentication with a current code (not for administrators)',
        body: TotpCodeSchema,
        response: { 200: SecondFactorStatusSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = accountHolder(request)
      await secondFactor.disable(user, request.body.code, request.ip)
      return secondFactor.status(user)
    },
  )
}

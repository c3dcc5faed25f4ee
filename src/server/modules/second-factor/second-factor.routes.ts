import { secondFactorApi } from '@shared/auth/second-factor.api'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import { route } from '../../lib/route'
import { signedInUser } from '../../plugins/access'
import { sensitiveRouteLimit } from '../../plugins/load-protection'
import { toUserDto } from '../users/user.dto'

const errors = [400, 401, 403, 429] as const

/** The account's own second factor is the account holder's to change, never an administrator's acting as them. */
function accountHolder(request: FastifyRequest) {
  if (request.impersonatorUserId) {
    throw new AppError('FORBIDDEN', 'Two-factor settings can only be changed by the account holder.')
  }
  return signedInUser(request)
}

export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const { secondFactor } = app.services
  const tags = ['auth']
  const rateLimit = sensitiveRouteLimit(app.config)

  await route(
    app,
    secondFactorApi.completeSignIn,
    {
      access: 'public',
      rateLimit,
      tags,
      summary: 'Complete a sign-in with the code from the authenticator app',
      errors,
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

  await route(
    app,
    secondFactorApi.status,
    {
      access: 'user',
      tags,
      summary: 'Whether the signed-in account signs in with a code from an authenticator app',
      errors: [401],
    },
    async (request) => secondFactor.status(signedInUser(request)),
  )

  await route(
    app,
    secondFactorApi.setup,
    {
      access: 'user',
      tags,
      summary: 'Start turning on two-factor authentication: a new secret as a QR code and a setup key',
      errors: [...errors, 409],
    },
    async (request) => secondFactor.startEnrolment(accountHolder(request)),
  )

  await route(
    app,
    secondFactorApi.enable,
    {
      access: 'user',
      rateLimit,
      tags,
      summary: 'Turn on two-factor authentication with a code from the newly scanned secret',
      errors: [...errors, 409],
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

  await route(
    app,
    secondFactorApi.disable,
    {
      access: 'user',
      rateLimit,
      tags,
      summary: 'Turn off two-factor authentication with a current code (not for administrators)',
      errors: [...errors, 409],
    },
    async (request) => {
      const user = accountHolder(request)
      await secondFactor.disable(user, request.body.code, request.ip)
      return secondFactor.status(user)
    },
  )
}

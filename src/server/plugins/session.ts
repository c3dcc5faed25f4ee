import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config'
import type { ImpersonationService } from '../modules/admin/impersonation.service'
import type { SessionService } from '../modules/sessions/session.service'
import { enforceAccess, isAdminPath, isStaticFileRoute } from './access'

export const sessionCookieName = (config: Config) => (config.isSecure ? '__Host-pm_session' : 'pm_session')

export function createSessionCookies(config: Config) {
  const name = sessionCookieName(config)
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.isSecure }
  return {
    name,
    read: (request: FastifyRequest) => request.cookies[name] ?? null,
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(name, token, { ...base, maxAge: config.SESSION_ABSOLUTE_HOURS * 3600 }),
    clear: (reply: FastifyReply) => reply.clearCookie(name, base),
  }
}
export type SessionCookies = ReturnType<typeof createSessionCookies>

/** The short-lived cookie that carries a sign-in from the password step to the code step. */
export function createChallengeCookies(config: Config, minutes: number) {
  const name = config.isSecure ? '__Host-pm_signin' : 'pm_signin'
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.isSecure }
  return {
    name,
    read: (request: FastifyRequest) => request.cookies[name] ?? null,
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(name, token, { ...base, maxAge: minutes * 60 }),
    clear: (reply: FastifyReply) => reply.clearCookie(name, base),
  }
}
export type ChallengeCookies = ReturnType<typeof createChallengeCookies>

/**
 * The return ticket of an administrator acting as a user (see the impersonation service): sent only with the
 * request that ends the impersonation, so it travels with no other request.
 */
export function createReturnTicketCookies(config: Config, minutes: number) {
  const name = config.isSecure ? '__Secure-pm_return' : 'pm_return'
  const base = {
    path: '/api/impersonation/end',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.isSecure,
  }
  return {
    read: (request: FastifyRequest) => request.cookies[name] ?? null,
    set: (reply: FastifyReply, ticket: string) =>
      reply.setCookie(name, ticket, { ...base, maxAge: minutes * 60 }),
    clear: (reply: FastifyReply) => reply.clearCookie(name, base),
  }
}
export type ReturnTicketCookies = ReturnType<typeof createReturnTicketCookies>

/**
 * The cookie that marks a browser as a known device of an account after a sign-in with the second factor
 * (see the second-factor service); read only by the password step of a sign-in.
 */
export function createDeviceCookies(config: Config, days: number) {
  const name = config.isSecure ? '__Host-pm_device' : 'pm_device'
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.isSecure }
  return {
    name,
    read: (request: FastifyRequest) => request.cookies[name] ?? undefined,
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(name, token, { ...base, maxAge: days * 86_400 }),
  }
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>

/** Resolves the session cookie to `request.user` on every request, then enforces the route's access policy. */
export function registerSession(app: FastifyInstance, sessions: SessionService, cookies: SessionCookies) {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionToken', null)
  app.decorateRequest('impersonatorUserId', null)
  app.decorateRequest('sessionExpiresAt', null)
  const resolveSession = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const resolved = await sessions.resolve(token)
    if (resolved) {
      request.user = resolved.user
      request.sessionToken = token
      request.impersonatorUserId = resolved.session.impersonatorUserId
      request.sessionExpiresAt = resolved.session.expiresAt
    } else {
      cookies.clear(reply)
    }
    enforceAccess(request)
  }
  // Without a session cookie there is nothing to look up: the request never waits for the database.
  app.addHook('onRequest', (request, reply, done) => {
    // Built files need no session: skip the database for every asset a page loads.
    if (isStaticFileRoute(request)) return done()
    const token = cookies.read(request)
    if (token) {
      resolveSession(request, reply, token).then(() => done(), done)
      return
    }
    enforceAccess(request)
    done()
  })
  // Answers about a signed-in user, or from a user or admin route, are never kept by a browser or proxy cache.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.url.startsWith('/api/')) {
      const access = request.routeOptions.config?.access
      if (request.user || access === 'user' || access === 'admin' || isAdminPath(request.url)) {
        reply.header('cache-control', 'no-store')
      }
    }
    done()
  })
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Every change an administrator makes while acting as a user is audited (who, as whom, which call, its
 * status), recorded before the answer leaves. Starting and ending have their own entries.
 */
export function registerImpersonationAudit(app: FastifyInstance, impersonation: ImpersonationService) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url
    if (
      !request.impersonatorUserId ||
      !request.user ||
      readOnlyMethods.has(request.method) ||
      route === '/api/impersonation/end'
    ) {
      return done(null, payload)
    }
    impersonation
      .recordAction(
        request.impersonatorUserId,
        request.user,
        { method: request.method, route: route ?? request.url.split('?')[0] ?? '', status: reply.statusCode },
        request.ip,
      )
      .then(
        () => done(null, payload),
        (err: unknown) => {
          request.log.error({ err }, 'impersonation audit failed')
          done(null, payload)
        },
      )
  })
}

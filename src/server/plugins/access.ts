import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error'
import type { UserRow } from '../modules/users/user.repository'

export type Access = 'public' | 'user' | 'admin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares who may call it; start-up fails for a route without one. */
    access?: Access
  }
  interface FastifyRequest {
    user: UserRow | null
    sessionToken: string | null
    /** The administrator acting as `user` in this session, if any. */
    impersonatorUserId: string | null
    sessionExpiresAt: Date | null
  }
}

/** Routes added by plugins we don't write (API docs, built static files) are public by nature. */
const pluginPrefixes = ['/api/docs']

export const isAdminPath = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/')

export function requireAccess(request: FastifyRequest, access: Access) {
  if (access === 'public') return
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue')
  // A session an administrator opened as someone else never carries admin rights.
  if (access === 'admin' && (request.user.role !== 'admin' || request.impersonatorUserId)) {
    throw new AppError('FORBIDDEN', 'Admin access required')
  }
}

/** Routes made by the static-file plugin carry the folder they serve in their config. */
const hasRootPath = (config: unknown) => Boolean((config as { rootPath?: string } | undefined)?.rootPath)

export const isStaticFileRoute = (request: FastifyRequest) => hasRootPath(request.routeOptions.config)

export type RouteEntry = {
  method: string
  url: string
  access: Access
  /** The route's body schema (zod), when it takes a JSON body: the fuzzing suite generates from it. */
  bodySchema?: unknown
  /** The route's answers are private to the caller (`Cache-Control: no-store`). */
  noStore?: boolean
}

/** Records each route's policy in the returned inventory; refuses to start when a route has none. */
export function registerAccessPolicy(app: FastifyInstance): RouteEntry[] {
  const inventory: RouteEntry[] = []
  app.addHook('onRoute', (route) => {
    const url = route.url
    const methods = [route.method].flat().join(',')
    if (route.config?.access) {
      const { access, noStore } = route.config
      inventory.push({ method: methods, url, access, bodySchema: route.schema?.body, noStore })
      return
    }
    if (hasRootPath(route.config) || pluginPrefixes.some((p) => url.startsWith(p))) {
      route.config = { ...route.config, access: 'public' }
      inventory.push({ method: methods, url, access: 'public' })
      return
    }
    throw new Error(`Route ${methods} ${url} declares no access policy (config.access)`)
  })
  return inventory
}

/**
 * Runs after the session is resolved and before body parsing or validation: every /api/admin path
 * (known or not) is admin-only, then the route's own policy applies.
 */
export function enforceAccess(request: FastifyRequest) {
  const path = request.url.split('?')[0] ?? ''
  if (isAdminPath(path)) requireAccess(request, 'admin')
  const access = request.routeOptions.config?.access
  if (access) requireAccess(request, access)
}

export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue')
  return request.user
}

import type { User } from '@shared/auth/auth.schemas'
import { userQueryKey } from '@shared/auth/user-query-key'
import { getJson, isApiError } from '../api-client'

/**
 * GET /api/user: the signed-in user, null when signed out (401). The server renders it with every page, so
 * its schema is loaded only when it is fetched again.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await getJson(userQueryKey[0], () => import('@shared/auth/auth.schemas').then((m) => m.UserSchema))
  } catch (error) {
    if (isApiError(error, 401)) return null
    throw error
  }
}

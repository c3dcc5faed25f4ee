import type { User } from '@shared/auth/auth.schemas'
import { sessionApi } from '@shared/auth/session.api'
import { call, isApiError } from '../api-client'

/**
 * The signed-in user, null when signed out (401). The server renders it with every page, so its schema is
 * loaded only when it is fetched again.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await call(sessionApi.user)
  } catch (error) {
    if (isApiError(error, 401)) return null
    throw error
  }
}

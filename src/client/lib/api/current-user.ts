import { userQueryKey } from '@shared/auth/user-query-key'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson, isApiError } from '../api-client'

/**
 * GET /api/user: the signed-in user, null when signed out (401). Every page shares this one query; the
 * server renders it with the page, so its schema is loaded only when it is fetched again.
 */
export const currentUserQuery = queryOptions({
  queryKey: userQueryKey,
  queryFn: async () => {
    try {
      return await getJson(userQueryKey[0], () =>
        import('@shared/auth/auth.schemas').then((m) => m.UserSchema),
      )
    } catch (error) {
      if (isApiError(error, 401)) return null
      throw error
    }
  },
})

export const useCurrentUser = () => useQuery(currentUserQuery)

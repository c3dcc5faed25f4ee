import { UserSchema, userQueryKey } from '@shared/auth/auth.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson, isApiError } from '../api-client'

/** GET /api/user: the signed-in user, null when signed out (401). Every page shares this one query. */
export const currentUserQuery = queryOptions({
  queryKey: userQueryKey,
  queryFn: async () => {
    try {
      return await getJson(userQueryKey[0], UserSchema)
    } catch (error) {
      if (isApiError(error, 401)) return null
      throw error
    }
  },
})

export const useCurrentUser = () => useQuery(currentUserQuery)

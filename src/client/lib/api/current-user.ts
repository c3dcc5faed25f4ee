import { userQueryKey } from '@shared/auth/user-query-key'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchCurrentUser } from './fetch-current-user'

/** GET /api/user under the query client: every page shares this one query (the shell reads it from `query-data`). */
export const currentUserQuery = queryOptions({ queryKey: userQueryKey, queryFn: fetchCurrentUser })

export const useCurrentUser = () => useQuery(currentUserQuery)

/** The signed-in user (null when signed out): the query every page shares. */
export const userQueryKey = ['/api/user'] as const

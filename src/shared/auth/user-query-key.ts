import { keyOf } from '../http/endpoint'
import { sessionApi } from './session.api'

/** The signed-in user (null when signed out): the query every page shares. */
export const userQueryKey = keyOf(sessionApi.user)

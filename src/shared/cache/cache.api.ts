import { endpoint } from '../http/endpoint'
import { CacheStatusSchema } from './cache.schemas'

/** This instance's caches, for the administrator. */
export const cacheApi = {
  /** Entries, hits and misses of each cache. */
  status: endpoint({ method: 'GET', path: '/api/admin/cache', response: CacheStatusSchema }),
  /** Empties them; answers their figures afterwards. */
  clear: endpoint({ method: 'POST', path: '/api/admin/cache/clear', response: CacheStatusSchema }),
}

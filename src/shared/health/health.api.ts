import { z } from 'zod'
import { endpoint } from '../http/endpoint'

/** The probes a process supervisor or load balancer asks. */
export const healthApi = {
  /** The process is alive. */
  live: endpoint({ method: 'GET', path: '/healthz', response: z.object({ status: z.literal('ok') }) }),
  /** The database is reachable (503 with `{ status: 'unavailable' }` when it is not). */
  ready: endpoint({ method: 'GET', path: '/readyz', response: z.object({ status: z.literal('ready') }) }),
}

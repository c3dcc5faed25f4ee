import { z } from 'zod'
import { endpoint } from '../http/endpoint'
import { ImpersonateResponseSchema, ImpersonationStatusSchema } from './impersonation.schemas'

/**
 * An administrator acting as a user: the start (from the Users tab) and the banner's calls. Apart from the
 * admin console's contracts, so the banner, loaded on every page, carries none of the console's schemas.
 */
export const impersonationApi = {
  /** The session becomes the user's, time-boxed, without admin rights. */
  start: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/impersonate',
    params: z.object({ id: z.string().min(1).max(64) }),
    response: ImpersonateResponseSchema,
  }),
  /** Whether an administrator is acting as the signed-in user. */
  status: endpoint({ method: 'GET', path: '/api/impersonation', response: ImpersonationStatusSchema }),
  /** Back to the administrator's own session. */
  end: endpoint({ method: 'POST', path: '/api/impersonation/end', response: ImpersonateResponseSchema }),
}

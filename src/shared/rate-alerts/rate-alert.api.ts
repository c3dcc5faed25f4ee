import { z } from 'zod'
import { MessageSchema } from '../auth/auth.schemas'
import { endpoint } from '../http/endpoint'
import {
  ChecklistSchema,
  ChecklistUpdateSchema,
  CreateRateAlertSchema,
  RateAlertListSchema,
  RateAlertSchema,
  RateHistoryQuerySchema,
  RateHistorySchema,
  UpdateRateAlertSchema,
} from './rate-alert.schemas'

const params = z.object({ id: z.string().min(1).max(64) })

/** Rate monitoring (paid tiers), the public rate history and the saved optimisation checklist. */
export const rateAlertApi = {
  /** The account's alerts, newest first. */
  list: endpoint({ method: 'GET', path: '/api/user/rate-alerts', response: RateAlertListSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/rate-alerts',
    body: CreateRateAlertSchema,
    response: RateAlertSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/user/rate-alerts/:id',
    params,
    body: UpdateRateAlertSchema,
    response: RateAlertSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/user/rate-alerts/:id', params, response: MessageSchema }),
  /** Recorded fee changes, newest first (all providers, or one). */
  history: endpoint({
    method: 'GET',
    path: '/api/rate-history',
    query: RateHistoryQuerySchema,
    response: RateHistorySchema,
  }),
  /** The completed step ids of the optimisation checklist (1 and 2 at first). */
  checklist: endpoint({ method: 'GET', path: '/api/user/optimization-checklist', response: ChecklistSchema }),
  saveChecklist: endpoint({
    method: 'PUT',
    path: '/api/user/optimization-checklist',
    body: ChecklistUpdateSchema,
    response: ChecklistSchema,
  }),
}

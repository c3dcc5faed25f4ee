import { z } from 'zod'
import { MessageSchema } from '../auth/auth.schemas'
import { endpoint } from '../http/endpoint'
import { TransactionImportListSchema, TransactionImportSchema } from './import.schemas'

const params = z.object({ id: z.string().min(1).max(64) })

/** A processor's export read into monthly figures and repriced (paid plans): upload, list, open, delete. */
export const importApi = {
  /** The export as a multipart form: the optional fields first, the file last in field `file`. */
  create: endpoint({
    method: 'POST',
    path: '/api/user/imports',
    form: true,
    response: TransactionImportSchema,
    status: 201,
  }),
  /** The account's imports with their figures, newest first. */
  list: endpoint({ method: 'GET', path: '/api/user/imports', response: TransactionImportListSchema }),
  /** One import with every provider repriced on its months. */
  get: endpoint({ method: 'GET', path: '/api/user/imports/:id', params, response: TransactionImportSchema }),
  delete: endpoint({ method: 'DELETE', path: '/api/user/imports/:id', params, response: MessageSchema }),
}

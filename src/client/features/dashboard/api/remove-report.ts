import { MessageSchema } from '@shared/auth/auth.schemas'
import { apiRequest } from '../../../lib/api-client'

/** DELETE /api/user/reports/{id}: removes the report from the (enterprise) owner's dashboard. */
export const removeReport = async (id: string) =>
  MessageSchema.parse(
    await (await apiRequest('DELETE', `/api/user/reports/${encodeURIComponent(id)}`)).json(),
  )

import type { ChangePasswordRequest } from '@shared/account/account.schemas'
import { apiRequest } from '../../../lib/api-client'

export const changePassword = async (input: ChangePasswordRequest) =>
  (await (await apiRequest('POST', '/api/user/change-password', input)).json()) as { message: string }

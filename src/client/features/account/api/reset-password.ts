import { apiRequest } from '../../../lib/api-client'

export const resetPassword = async (token: string, newPassword: string) =>
  (await (await apiRequest('POST', '/api/reset-password', { token, newPassword })).json()) as {
    message: string
  }

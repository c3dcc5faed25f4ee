import { apiRequest } from '../../../lib/api-client'

export const activateAccount = async (token: string, email: string) =>
  (await (await apiRequest('POST', '/api/activate', { token, email })).json()) as {
    success: true
    message: string
  }

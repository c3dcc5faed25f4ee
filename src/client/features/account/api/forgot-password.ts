import { apiRequest } from '../../../lib/api-client'

export const requestPasswordReset = async (email: string) =>
  (await (await apiRequest('POST', '/api/forgot-password', { email })).json()) as { message: string }

import { apiRequest } from '../../../lib/api-client'

export const activateAccount = async (token: string, email: string) =>
  (await (
    await apiRequest('GET', `/api/activate?${new URLSearchParams({ token, email }).toString()}`)
  ).json()) as { success: true; message: string }

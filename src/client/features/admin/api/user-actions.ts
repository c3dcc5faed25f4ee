import type {
  AdminInviteUserRequest,
  AdminSendEmailRequest,
  AdminUpdateUserRequest,
  AdminUser,
} from '@shared/admin/admin-users.schemas'
import { adminUserFileName } from '@shared/admin/admin-users.schemas'
import { apiRequest } from '../../../lib/api-client'

type Message = { message: string }
type UserAnswer = { user: AdminUser; message: string }
const path = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`
const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T

/** PUT /api/admin/users/{id}: email, role, tier. */
export const updateUser = (id: string, input: AdminUpdateUserRequest) =>
  json<UserAnswer>(apiRequest('PUT', path(id), input))

/** POST /api/admin/users: invites by email. */
export const inviteUser = (input: AdminInviteUserRequest) =>
  json<UserAnswer>(apiRequest('POST', '/api/admin/users', input))

/** POST /api/admin/users/{id}/reset-password: emails the reset link. */
export const resetUserPassword = (id: string) =>
  json<Message>(apiRequest('POST', `${path(id)}/reset-password`))

/** POST /api/admin/users/{id}/activate or /deactivate. */
export const setUserStatus = (id: string, action: 'activate' | 'deactivate') =>
  json<UserAnswer>(apiRequest('POST', `${path(id)}/${action}`))

/** POST /api/admin/users/{id}/send-email. */
export const sendUserEmail = (id: string, input: AdminSendEmailRequest) =>
  json<Message>(apiRequest('POST', `${path(id)}/send-email`, input))

/** DELETE /api/admin/users/{id}. */
export const deleteUser = (id: string) => json<Message>(apiRequest('DELETE', path(id)))

/** POST /api/admin/users/{id}/impersonate: the session becomes the user's. */
export const impersonateUser = (id: string) =>
  json<{ message: string; redirectTo: string }>(apiRequest('POST', `${path(id)}/impersonate`))

/** GET /api/admin/users/{id}/export, saved as 'user-{id}-data.json'. */
export async function exportUser(id: string) {
  const blob = await (await apiRequest('GET', `${path(id)}/export`)).blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = adminUserFileName(id)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

import {
  type AdminInviteUserRequest,
  type AdminSendEmailRequest,
  type AdminUpdateUserRequest,
  AdminUserResponseSchema,
  adminUserFileName,
} from '@shared/admin/admin-users.schemas'
import { ImpersonateResponseSchema } from '@shared/admin/impersonation.schemas'
import { MessageSchema } from '@shared/auth/auth.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { downloadFile, sendJson } from '../../../lib/api-client'
import { adminStatsQuery, adminUsersQuery } from './admin-queries'

const path = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`

/** PUT /api/admin/users/{id}: email, role, tier. */
export const updateUser = (id: string, input: AdminUpdateUserRequest) =>
  sendJson('PUT', path(id), AdminUserResponseSchema, input)

/** POST /api/admin/users: invites by email. */
export const inviteUser = (input: AdminInviteUserRequest) =>
  sendJson('POST', '/api/admin/users', AdminUserResponseSchema, input)

/** POST /api/admin/users/{id}/reset-password: emails the reset link. */
export const resetUserPassword = (id: string) => sendJson('POST', `${path(id)}/reset-password`, MessageSchema)

/** POST /api/admin/users/{id}/reset-second-factor: for a user who lost their authenticator. */
export const resetUserSecondFactor = (id: string) =>
  sendJson('POST', `${path(id)}/reset-second-factor`, MessageSchema)

/** POST /api/admin/users/{id}/activate or /deactivate. */
export const setUserStatus = (id: string, action: 'activate' | 'deactivate') =>
  sendJson('POST', `${path(id)}/${action}`, AdminUserResponseSchema)

/** POST /api/admin/users/{id}/send-email. */
export const sendUserEmail = (id: string, input: AdminSendEmailRequest) =>
  sendJson('POST', `${path(id)}/send-email`, MessageSchema, input)

/** DELETE /api/admin/users/{id}. */
export const deleteUser = (id: string) => sendJson('DELETE', path(id), MessageSchema)

/** POST /api/admin/users/{id}/impersonate: the session becomes the user's. */
export const impersonateUser = (id: string) =>
  sendJson('POST', `${path(id)}/impersonate`, ImpersonateResponseSchema)

/** GET /api/admin/users/{id}/export, saved as 'user-{id}-data.json'. */
export const exportUser = (id: string) => downloadFile(`${path(id)}/export`, adminUserFileName(id))

/** Forgets the user list and the dashboard counts after a change. */
function useRefreshUsers() {
  const queryClient = useQueryClient()
  return () => {
    queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey })
    queryClient.invalidateQueries({ queryKey: adminStatsQuery.queryKey })
  }
}

export function useUpdateUser() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminUpdateUserRequest }) => updateUser(id, input),
    onSuccess: refresh,
  })
}

export function useInviteUser() {
  const refresh = useRefreshUsers()
  return useMutation({ mutationFn: inviteUser, onSuccess: refresh })
}

export function useSetUserStatus() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'activate' | 'deactivate' }) =>
      setUserStatus(id, action),
    onSuccess: refresh,
  })
}

export function useDeleteUser() {
  const refresh = useRefreshUsers()
  return useMutation({ mutationFn: deleteUser, onSuccess: refresh })
}

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword })

export const useResetUserSecondFactor = () => useMutation({ mutationFn: resetUserSecondFactor })

export const useSendUserEmail = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminSendEmailRequest }) => sendUserEmail(id, input),
  })

export const useImpersonateUser = () => useMutation({ mutationFn: impersonateUser })

export const useExportUser = () => useMutation({ mutationFn: exportUser })

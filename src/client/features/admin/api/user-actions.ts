import { adminApi } from '@shared/admin/admin.api'
import type {
  AdminInviteUserRequest,
  AdminSendEmailRequest,
  AdminUpdateUserRequest,
} from '@shared/admin/admin-users.schemas'
import { impersonationApi } from '@shared/admin/impersonation.api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call, download } from '../../../lib/api-client'
import { adminStatsQuery, adminUsersQuery } from './admin-queries'

/** Forgets the user list and the dashboard counts after a change. */
function useRefreshUsers() {
  const queryClient = useQueryClient()
  return () => {
    queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey })
    queryClient.invalidateQueries({ queryKey: adminStatsQuery.queryKey })
  }
}

/** Email, role, tier: only the changed fields. */
export function useUpdateUser() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminUpdateUserRequest }) =>
      call(adminApi.updateUser, { params: { id }, body: input }),
    onSuccess: refresh,
  })
}

/** Invites by email. */
export function useInviteUser() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: (input: AdminInviteUserRequest) => call(adminApi.inviteUser, { body: input }),
    onSuccess: refresh,
  })
}

export function useSetUserStatus() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'activate' | 'deactivate' }) =>
      call(action === 'activate' ? adminApi.activateUser : adminApi.deactivateUser, { params: { id } }),
    onSuccess: refresh,
  })
}

export function useDeleteUser() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: (id: string) => call(adminApi.deleteUser, { params: { id } }),
    onSuccess: refresh,
  })
}

/** Emails the reset link. */
export const useResetUserPassword = () =>
  useMutation({ mutationFn: (id: string) => call(adminApi.resetPassword, { params: { id } }) })

/** For a user who lost their authenticator. */
export const useResetUserSecondFactor = () =>
  useMutation({ mutationFn: (id: string) => call(adminApi.resetSecondFactor, { params: { id } }) })

export const useSendUserEmail = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminSendEmailRequest }) =>
      call(adminApi.sendEmail, { params: { id }, body: input }),
  })

/** The session becomes the user's. */
export const useImpersonateUser = () =>
  useMutation({ mutationFn: (id: string) => call(impersonationApi.start, { params: { id } }) })

/** Saved under the name the server gives ('user-{id}-data.json'). */
export const useExportUser = () =>
  useMutation({ mutationFn: (id: string) => download(adminApi.exportUser, { params: { id } }) })

import { ActionIcon, Menu } from '@mantine/core'
import type { AdminUser } from '@shared/admin/admin-users.schemas'
import {
  IconDots,
  IconDownload,
  IconEye,
  IconKey,
  IconMail,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconShieldOff,
  IconTrash,
  IconUserShare,
} from '@tabler/icons-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import {
  useDeleteUser,
  useExportUser,
  useImpersonateUser,
  useResetUserPassword,
  useResetUserSecondFactor,
  useSetUserStatus,
} from '../api/user-actions'
import { failed, succeeded } from '../components/notify'
import { EditUserDialog, SendEmailDialog, ViewUserDialog } from './user-dialogs'

type Open = 'view' | 'edit' | 'email' | 'reset' | 'mfa' | 'status' | 'impersonate' | 'delete' | null
type Confirmed = 'reset' | 'mfa' | 'status' | 'impersonate' | 'delete'
const confirmed = new Set<Open>(['reset', 'mfa', 'status', 'impersonate', 'delete'])

const failures: Record<Confirmed, string> = {
  reset: 'Failed to reset password',
  mfa: 'Failed to reset two-factor authentication',
  status: 'Failed to update user status',
  impersonate: 'Failed to impersonate user',
  delete: 'Failed to delete user',
}

/** Confirmation texts (spec §5). */
const confirmations = (user: AdminUser) => ({
  reset: { title: 'Reset Password', message: 'Send password reset email to this user?', label: 'Send Email' },
  mfa: {
    title: 'Reset Two-Factor Authentication',
    message: `Turn off two-factor authentication for ${user.email}? Use this when they lost their authenticator: they will sign in with their password alone and can set it up again in Account Settings.`,
    label: 'Reset Two-Factor',
  },
  status:
    user.status === 'deactivated'
      ? {
          title: 'Activate User',
          message: `Activate ${user.email}? They will be able to sign in again.`,
          label: 'Activate',
        }
      : {
          title: 'Deactivate User',
          message: `Deactivate ${user.email}? They will be signed out at once and cannot sign in until activated.`,
          label: 'Deactivate',
        },
  impersonate: {
    title: 'Impersonate User',
    message: `Impersonate ${user.email}? You will be logged in as them.`,
    label: 'Impersonate',
  },
  delete: {
    title: 'Delete User',
    message: `Delete ${user.email} and everything about them? This is permanent and cannot be undone.`,
    label: 'Delete',
  },
})

/** One user's action menu and the dialogs it opens. */
export function UserActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const reset = useResetUserPassword()
  const mfa = useResetUserSecondFactor()
  const status = useSetUserStatus()
  const impersonate = useImpersonateUser()
  const remove = useDeleteUser()
  const exporting = useExportUser()
  const pending =
    reset.isPending || mfa.isPending || status.isPending || impersonate.isPending || remove.isPending

  const run = (what: Confirmed) => {
    const done = (title: string, description: string) => {
      close()
      succeeded(title, description)
    }
    const onError = (error: Error) => failed(error, failures[what])
    if (what === 'reset')
      reset.mutate(user.id, {
        onSuccess: () => done('Password Reset', `A password reset email was sent to ${user.email}.`),
        onError,
      })
    if (what === 'mfa')
      mfa.mutate(user.id, {
        onSuccess: () => done('Two-Factor Reset', `${user.email} can now sign in with their password alone.`),
        onError,
      })
    if (what === 'status')
      status.mutate(
        { id: user.id, action: user.status === 'deactivated' ? 'activate' : 'deactivate' },
        { onSuccess: (answer) => done('User Updated', answer.message), onError },
      )
    if (what === 'impersonate')
      impersonate.mutate(user.id, {
        onSuccess: (answer) => {
          close()
          window.location.assign(answer.redirectTo)
        },
        onError,
      })
    if (what === 'delete')
      remove.mutate(user.id, {
        onSuccess: () => done('User Deleted', `${user.email} and their data were deleted.`),
        onError,
      })
  }
  const exportData = () =>
    exporting.mutate(user.id, {
      onSuccess: () => succeeded('Export Complete', `Saved user-${user.id}-data.json.`),
      onError: (error) => failed(error, 'Failed to export user data'),
    })

  const confirm = confirmed.has(open) ? (open as Confirmed) : null
  const text = confirm ? confirmations(user)[confirm] : null
  const isAdmin = user.role === 'admin'

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Actions for ${user.email}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => setOpen('view')}>
            View
          </Menu.Item>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpen('edit')}>
            Edit
          </Menu.Item>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => setOpen('reset')}>
            Reset Password
          </Menu.Item>
          <Menu.Item
            leftSection={<IconShieldOff size={16} aria-hidden />}
            onClick={() => setOpen('mfa')}
            disabled={isAdmin}
          >
            Reset Two-Factor
          </Menu.Item>
          <Menu.Item
            leftSection={<IconUserShare size={16} aria-hidden />}
            onClick={() => setOpen('impersonate')}
            disabled={isAdmin || user.status === 'deactivated'}
          >
            Impersonate
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={exportData}>
            Export Data
          </Menu.Item>
          <Menu.Item leftSection={<IconMail size={16} aria-hidden />} onClick={() => setOpen('email')}>
            Send Email
          </Menu.Item>
          <Menu.Item
            leftSection={
              user.status === 'deactivated' ? (
                <IconPlayerPlay size={16} aria-hidden />
              ) : (
                <IconPlayerPause size={16} aria-hidden />
              )
            }
            onClick={() => setOpen('status')}
          >
            {user.status === 'deactivated' ? 'Activate' : 'Deactivate'}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setOpen('delete')}
          >
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {text && confirm && (
        <ConfirmDialog
          opened
          title={text.title}
          message={text.message}
          confirmLabel={text.label}
          destructive={confirm === 'delete' || (confirm === 'status' && user.status !== 'deactivated')}
          pending={pending}
          onConfirm={() => run(confirm)}
          onClose={close}
        />
      )}
      <ViewUserDialog user={user} opened={open === 'view'} onClose={close} />
      {open === 'edit' && <EditUserDialog user={user} onClose={close} />}
      {open === 'email' && <SendEmailDialog user={user} onClose={close} />}
    </>
  )
}

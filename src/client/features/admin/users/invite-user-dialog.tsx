import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core'
import type { AdminUser } from '@shared/admin/admin-users.schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { adminStatsQuery, adminUsersQuery } from '../api/admin-queries'
import { inviteUser } from '../api/user-actions'
import { failed, invalid, succeeded } from '../components/notify'

/** Add User: invites by email; the new user chooses a password from the emailed activation link. */
export function InviteUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<AdminUser['role']>('user')
  const queryClient = useQueryClient()
  const close = () => {
    setEmail('')
    setRole('user')
    onClose()
  }
  const send = useMutation({
    mutationFn: () => inviteUser({ email: email.trim(), role, tier: 'free' }),
    onSuccess: (answer) => {
      succeeded('Invitation Sent', answer.message)
      queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey })
      queryClient.invalidateQueries({ queryKey: adminStatsQuery.queryKey })
      close()
    },
    onError: (error) => failed(error, 'Failed to invite user'),
  })
  const submit = () => {
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return invalid('Valid email is required')
    send.mutate()
  }
  return (
    <Modal opened={opened} onClose={close} title="Add User">
      <Stack>
        <Text size="sm" c="dimmed">
          The new user gets an email with a link to choose a password and activate the account.
        </Text>
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
        />
        <Select
          label="Role"
          value={role}
          onChange={(v) => v && setRole(v as AdminUser['role'])}
          data={[
            { value: 'user', label: 'User' },
            { value: 'admin', label: 'Admin' },
          ]}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            Send Invitation
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

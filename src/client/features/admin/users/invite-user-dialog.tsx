import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core'
import type { AdminUser } from '@shared/admin/admin-users.schemas'
import { useState } from 'react'
import { useInviteUser } from '../api/user-actions'
import { failed, invalid, succeeded } from '../components/notify'

/** Add User: invites by email; the new user chooses a password from the emailed activation link. */
export function InviteUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<AdminUser['role']>('user')
  const close = () => {
    setEmail('')
    setRole('user')
    onClose()
  }
  const send = useInviteUser()
  const submit = () => {
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return invalid('Valid email is required')
    send.mutate(
      { email: email.trim(), role, tier: 'free' },
      {
        onSuccess: (answer) => {
          succeeded('Invitation Sent', answer.message)
          close()
        },
        onError: (error) => failed(error, 'Failed to invite user'),
      },
    )
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

import { Select, TextInput } from '@mantine/core'
import { AdminInviteUserRequestSchema } from '@shared/admin/admin-users.schemas'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { useInviteUser } from '../api/user-actions'
import { failed, succeeded } from '../components/notify'
import { roleOptions } from './user-options'

/** Add User: invites by email; the new user chooses a password from the emailed activation link. */
export function InviteUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useSchemaForm(AdminInviteUserRequestSchema, { email: '', role: 'user', tier: 'free' })
  const send = useInviteUser()
  const close = () => {
    form.reset()
    onClose()
  }
  return (
    <FormDialog
      opened={opened}
      title="Add User"
      description="The new user gets an email with a link to choose a password and activate the account."
      form={form}
      onClose={close}
      submitLabel="Send Invitation"
      pending={send.isPending}
      onSubmit={(input) =>
        send.mutate(input, {
          onSuccess: (answer) => {
            succeeded('Invitation Sent', answer.message)
            close()
          },
          onError: (error) => failed(error, 'Failed to invite user'),
        })
      }
    >
      <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
      <Select label="Role" data={roleOptions} allowDeselect={false} {...form.getInputProps('role')} />
    </FormDialog>
  )
}

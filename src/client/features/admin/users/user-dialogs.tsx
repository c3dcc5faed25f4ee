import {
  Badge,
  Group,
  Modal,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import {
  AdminSendEmailRequestSchema,
  type AdminUpdateUserRequest,
  AdminUpdateUserRequestSchema,
  type AdminUser,
} from '@shared/admin/admin-users.schemas'
import { planName, TIER_LABELS } from '@shared/auth/entitlements'
import { formatDate } from '@shared/format-date'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { useAdminAssessments } from '../api/admin-queries'
import { useSendUserEmail, useUpdateUser } from '../api/user-actions'
import { failed, succeeded } from '../components/notify'
import { roleOptions, statusLabel, tierOptions } from './user-options'

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </div>
  )
}

/** A user's details and the progress of the assessments made with their email. */
export function ViewUserDialog({
  user,
  opened,
  onClose,
}: {
  user: AdminUser
  opened: boolean
  onClose: () => void
}) {
  const assessments = useAdminAssessments()
  const own = (assessments.data ?? []).filter((a) => a.email.toLowerCase() === user.email.toLowerCase())
  return (
    <Modal opened={opened} onClose={onClose} title="User Details" size="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label="ID" value={user.id} />
        <Field label="Email" value={user.email} />
        <Field label="Username" value={user.username} />
        <Field label="Role" value={user.role === 'admin' ? 'Admin' : 'User'} />
        <Field label="Plan" value={planName(user.tier)} />
        <Field label="Tier given by an administrator" value={TIER_LABELS[user.grantedTier]} />
        <Field label="Joined" value={formatDate(user.createdAt)} />
        <Field label="Payment customer" value={user.paymentCustomer} />
        <Field label="Status" value={statusLabel(user.status)} />
      </SimpleGrid>
      <Text fw={700} mt="lg" mb="xs">
        Assessment progress
      </Text>
      {own.length === 0 ? (
        <Text size="sm" c="dimmed">
          No assessments with this email.
        </Text>
      ) : (
        <Stack gap="sm">
          {own.map((a) => (
            <div key={a.id}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  {formatDate(a.createdAt)} · Step {a.currentStep} of {a.maxStep}: {a.stepDescription}
                </Text>
                <Badge variant="filled" color={a.status === 'completed' ? 'teal.9' : 'indigo.9'}>
                  {a.status === 'completed' ? 'Completed' : 'In progress'}
                </Badge>
              </Group>
              <Progress
                value={a.progressPercentage}
                mt={4}
                aria-label={`Assessment ${a.progressPercentage}% complete`}
              />
            </div>
          ))}
        </Stack>
      )}
    </Modal>
  )
}

/** Edit a user's email, role and tier (`adminApi.updateUser`); only the changed fields are sent. */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const form = useSchemaForm(AdminUpdateUserRequestSchema, {
    email: user.email,
    role: user.role,
    tier: user.grantedTier,
  })
  const save = useUpdateUser()
  const submit = (values: AdminUpdateUserRequest) => {
    const input = {
      ...(values.email !== user.email ? { email: values.email } : {}),
      ...(values.role !== user.role ? { role: values.role } : {}),
      ...(values.tier !== user.grantedTier ? { tier: values.tier } : {}),
    }
    if (Object.keys(input).length === 0) return onClose()
    save.mutate(
      { id: user.id, input },
      {
        onSuccess: () => {
          succeeded('User Updated', `${values.email} was updated.`)
          onClose()
        },
        onError: (error) => failed(error, 'Failed to update user'),
      },
    )
  }
  return (
    <FormDialog
      title="Edit User"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save Changes"
      pending={save.isPending}
    >
      <TextInput label="Email" required {...form.getInputProps('email')} />
      <Select label="Role" data={roleOptions} allowDeselect={false} {...form.getInputProps('role')} />
      <Select
        label="Tier"
        description="Given by an administrator; a bought report adds its own tier while it lasts"
        data={tierOptions}
        allowDeselect={false}
        {...form.getInputProps('tier')}
      />
    </FormDialog>
  )
}

/** A custom message to one user, sent through the outbox. */
export function SendEmailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const form = useSchemaForm(AdminSendEmailRequestSchema, { subject: '', body: '' })
  const send = useSendUserEmail()
  return (
    <FormDialog
      title={`Send Email to ${user.email}`}
      size="lg"
      form={form}
      onClose={onClose}
      submitLabel="Send Email"
      pending={send.isPending}
      onSubmit={(input) =>
        send.mutate(
          { id: user.id, input },
          {
            onSuccess: () => {
              succeeded('Email Sent', `Your message was sent to ${user.email}.`)
              onClose()
            },
            onError: (error) => failed(error, 'Failed to send email'),
          },
        )
      }
    >
      <TextInput label="Subject" required {...form.getInputProps('subject')} />
      <Textarea label="Message" minRows={6} autosize required {...form.getInputProps('body')} />
    </FormDialog>
  )
}

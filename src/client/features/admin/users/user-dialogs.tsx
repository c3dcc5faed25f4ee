import {
  Badge,
  Button,
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
import type { AdminUser } from '@shared/admin/admin-users.schemas'
import { useState } from 'react'
import { useAdminAssessments } from '../api/admin-queries'
import { useSendUserEmail, useUpdateUser } from '../api/user-actions'
import { formatDate } from '../components/format'
import { failed, invalid, succeeded } from '../components/notify'

const tierLabel = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1)

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
        <Field label="Tier" value={tierLabel(user.tier ?? 'free')} />
        <Field label="Joined" value={formatDate(user.createdAt)} />
        <Field label="Payment customer" value={user.paymentCustomer} />
        <Field label="Status" value={tierLabel(user.status)} />
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

/** Edit a user's email, role and tier (PUT /api/admin/users/{id}). */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [email, setEmail] = useState(user.email)
  const [role, setRole] = useState<AdminUser['role']>(user.role)
  const [tier, setTier] = useState<AdminUser['tier']>(user.tier)
  const save = useUpdateUser()
  const submit = () => {
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return invalid('Valid email is required')
    if (email.trim() === user.email && role === user.role && tier === user.tier) return onClose()
    const input = {
      ...(email.trim() !== user.email ? { email: email.trim() } : {}),
      ...(role !== user.role ? { role } : {}),
      ...(tier !== user.tier ? { tier } : {}),
    }
    save.mutate(
      { id: user.id, input },
      {
        onSuccess: () => {
          succeeded('User Updated', `${email.trim()} was updated.`)
          onClose()
        },
        onError: (error) => failed(error, 'Failed to update user'),
      },
    )
  }
  return (
    <Modal opened onClose={onClose} title="Edit User">
      <Stack>
        <TextInput label="Email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required />
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
        <Select
          label="Tier"
          value={tier}
          onChange={(v) => v && setTier(v as AdminUser['tier'])}
          data={['free', 'startup', 'established', 'enterprise'].map((t) => ({
            value: t,
            label: tierLabel(t),
          }))}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** A custom message to one user, sent through the outbox. */
export function SendEmailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const send = useSendUserEmail()
  const submit = () => {
    if (!subject.trim() || !body.trim()) return invalid('Subject and message are required')
    send.mutate(
      { id: user.id, input: { subject: subject.trim(), body: body.trim() } },
      {
        onSuccess: () => {
          succeeded('Email Sent', `Your message was sent to ${user.email}.`)
          onClose()
        },
        onError: (error) => failed(error, 'Failed to send email'),
      },
    )
  }
  return (
    <Modal opened onClose={onClose} title={`Send Email to ${user.email}`} size="lg">
      <Stack>
        <TextInput
          label="Subject"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          required
        />
        <Textarea
          label="Message"
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          minRows={6}
          autosize
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            Send Email
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

import {
  ActionIcon,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core'
import {
  type AccessStatus,
  type CreateAccessInput,
  CreateAccessSchema,
  type PitchDeckAccess,
} from '@shared/pitch-deck/pitch-deck.schemas'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { format } from 'date-fns'
import { toastFirstError, useSchemaForm } from '../../../components/form-dialog'
import { ScrollingTable } from '../../../components/scrolling-table'
import { failure, succeeded } from '../components/notify'
import { useAccesses, useCreateAccess, useRevokeAccess } from './api/pitch-deck-api'

const statusColor: Record<AccessStatus, string> = {
  Active: 'teal',
  Pending: 'blue',
  Expired: 'gray',
  Revoked: 'red',
}
const when = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy h:mm a') : '—')

function CreateAccessForm() {
  const form = useSchemaForm(CreateAccessSchema, { recipientEmail: '', recipientName: '', notes: '' })
  const create = useCreateAccess()
  const submit = (input: CreateAccessInput) =>
    create.mutate(input, {
      onSuccess: (a) => {
        succeeded('Access Created', `The link was emailed to ${a.recipientEmail}.`)
        form.reset()
      },
      onError: failure('Failed to create pitch deck access'),
    })
  return (
    <Card withBorder radius="md" p="lg">
      <form onSubmit={form.onSubmit(submit, toastFirstError())} noValidate>
        <Stack gap="sm">
          <Text fw={600}>Create Access</Text>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="Recipient email"
              type="email"
              required
              miw={220}
              {...form.getInputProps('recipientEmail')}
            />
            <TextInput label="Recipient name" miw={220} {...form.getInputProps('recipientName')} />
          </Group>
          <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create Access
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}

function AccessRow({ access }: { access: PitchDeckAccess }) {
  const revoke = useRevokeAccess()
  const canRevoke = access.status === 'Active' || access.status === 'Pending'
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {access.recipientName ?? access.recipientEmail}
        </Text>
        <Text size="xs" c="dimmed">
          {access.recipientEmail}
        </Text>
        {access.notes && (
          <Text size="xs" c="dimmed">
            {access.notes}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={statusColor[access.status]} variant="light" style={{ minWidth: 'max-content' }}>
          {access.status}
        </Badge>
      </Table.Td>
      <Table.Td>{access.remaining}</Table.Td>
      <Table.Td>{access.accessCount}</Table.Td>
      <Table.Td>
        <Text size="xs">First: {when(access.firstAccessedAt)}</Text>
        <Text size="xs">Last: {when(access.lastAccessedAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <CopyButton value={access.link}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy link'}>
                <ActionIcon
                  variant="default"
                  aria-label={`Copy link for ${access.recipientEmail}`}
                  onClick={() => {
                    copy()
                    succeeded('Copied', 'The link is on your clipboard.')
                  }}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
          {canRevoke && (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(access.token, {
                  onSuccess: () =>
                    succeeded('Access Revoked', `${access.recipientEmail} can no longer open the deck.`),
                  onError: failure('Failed to revoke access'),
                })
              }
            >
              Revoke
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

export function AccessManagement() {
  const { data, isPending, isError } = useAccesses()
  return (
    <Stack>
      <CreateAccessForm />
      {isPending && <Text c="dimmed">Loading links…</Text>}
      {isError && <Text c="red.8">Failed to load pitch deck links. Please refresh the page.</Text>}
      {data && data.length === 0 && <Text c="dimmed">No links yet. Create one above.</Text>}
      {data && data.length > 0 && (
        <ScrollingTable label="Pitch deck links" minWidth={760}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Recipient</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Remaining</Table.Th>
                <Table.Th>Views</Table.Th>
                <Table.Th>Accessed</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((a) => (
                <AccessRow key={a.id} access={a} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </Stack>
  )
}

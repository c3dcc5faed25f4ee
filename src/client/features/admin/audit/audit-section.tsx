import { Anchor, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { type AuditEvent, auditActionLabel } from '@shared/admin/audit.schemas'
import { formatDateTime } from '@shared/format-date'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { SectionHeading } from '../components/section-heading'
import { useAuditEvents } from './api/audit-events'

const isFailure = (action: string) => /failure|delete|deactivate/.test(action)

/** Details as short "key: value" pairs (ids and field names only; the log holds no secrets). */
const detailText = (details: AuditEvent['details']) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ')

function Person({ person }: { person: AuditEvent['actor'] }) {
  if (!person)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    )
  return (
    <Text size="sm" title={person.id} style={{ wordBreak: 'break-word' }}>
      {person.label}
    </Text>
  )
}

/** Admin console: the audit log of security events, filtered by type and actor, a page at a time. */
export function AuditSection() {
  const [action, setAction] = useState('')
  const [actorInput, setActorInput] = useState('')
  const [actor] = useDebouncedValue(actorInput.trim(), 300)
  const [page, setPage] = useState(1)
  const { data, isPending, isError, refetch } = useAuditEvents({ action, actor, page })
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0

  return (
    <Stack gap="md">
      <SectionHeading
        title="Audit Log"
        description={`Security events, newest first: sign-ins, second factors, passwords, impersonation, exports, deletions, role and fee changes. Kept for ${data?.retentionDays ?? 365} days.`}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Event type"
          placeholder="All events"
          data={[
            { value: '', label: 'All events' },
            ...(data?.actions ?? []).map((a) => ({ value: a, label: auditActionLabel(a) })),
          ]}
          value={action}
          onChange={(value) => {
            setAction(value ?? '')
            setPage(1)
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 240 }}
        />
        <TextInput
          label="Actor"
          placeholder="Email, username or id"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={actorInput}
          onChange={(e) => {
            setActorInput(e.currentTarget.value)
            setPage(1)
          }}
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
      {isError ? (
        <Text c="red.8" role="alert">
          Failed to load the audit log.{' '}
          <Anchor component="button" type="button" onClick={() => refetch()}>
            Try again
          </Anchor>
        </Text>
      ) : null}
      {isPending ? <Text c="dimmed">Loading the audit log…</Text> : null}
      {data && data.events.length === 0 ? <Text c="dimmed">No events match these filters.</Text> : null}
      {data && data.events.length > 0 ? (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Audit events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Actor</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.events.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(event.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        fw={600}
                        c={isFailure(event.action) ? 'red.9' : undefined}
                        title={event.action}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {auditActionLabel(event.action)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Person person={event.actor} />
                    </Table.Td>
                    <Table.Td>
                      <Person person={event.target} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {event.ip ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {detailText(event.details) || '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed">
              {first}–{last} of {data.total} events
            </Text>
            <Pagination
              total={pages}
              value={data.page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : undefined,
              })}
            />
          </Group>
        </>
      ) : null}
    </Stack>
  )
}

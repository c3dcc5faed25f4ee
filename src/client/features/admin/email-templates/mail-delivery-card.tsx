import { Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { OUTBOX_STATUS_LABELS } from '@shared/mail/mail-outbox.schemas'
import { outboxSummary } from '@shared/mail/outbox-summary'
import { format } from 'date-fns'
import { useMailOutbox } from './api/mail-outbox-api'

/**
 * Mail delivery at a glance: how mail leaves this server, what happened to each mail (sent, queued, kept
 * in the outbox, held, not sent, failed) and the ones that did not reach a mail server, with why.
 */
export function MailDeliveryCard() {
  const { data, isPending, isError } = useMailOutbox()
  return (
    <Card withBorder radius="md" p="lg" data-testid="mail-delivery">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Mail delivery
        </Title>
        {isPending && <Loader size="sm" aria-label="Loading mail delivery" />}
        {isError && <Text c="red.8">Failed to load mail delivery. Please refresh the page.</Text>}
        {data && (
          <>
            <Group gap="xs">
              <Badge variant="light" color={data.transport === 'smtp' ? 'green' : 'yellow'}>
                {data.transport === 'smtp' ? 'Mail goes to the SMTP server' : 'Outbox only: mail is not sent'}
              </Badge>
              <Badge variant="light" color="green">
                Sent: {data.counts.sent}
              </Badge>
              <Badge variant="light" color="gray">
                Queued: {data.counts.queued}
              </Badge>
              {data.counts.logged > 0 && (
                <Badge variant="light" color="yellow">
                  Kept in the outbox: {data.counts.logged}
                </Badge>
              )}
              {data.counts.held > 0 && (
                <Badge variant="light" color="gray">
                  Held: {data.counts.held}
                </Badge>
              )}
              {data.counts.withheld > 0 && (
                <Badge variant="light" color="gray">
                  Not sent: {data.counts.withheld}
                </Badge>
              )}
              <Badge variant="light" color={data.counts.failed > 0 ? 'red' : 'gray'}>
                Failed: {data.counts.failed}
              </Badge>
            </Group>
            <Text size="sm" data-testid="mail-delivery-summary">
              {outboxSummary(data)}
            </Text>
            {data.undelivered.length > 0 && (
              <Table.ScrollContainer minWidth={640}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>To</Table.Th>
                      <Table.Th>Subject</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Attempts</Table.Th>
                      <Table.Th>Reason or last error</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.undelivered.map((m) => (
                      <Table.Tr key={m.id}>
                        <Table.Td>{m.to}</Table.Td>
                        <Table.Td>{m.subject}</Table.Td>
                        <Table.Td>
                          {m.status === 'queued' ? 'Queued, retrying' : OUTBOX_STATUS_LABELS[m.status]}
                        </Table.Td>
                        <Table.Td>{m.attempts}</Table.Td>
                        <Table.Td>{m.lastError ?? ''}</Table.Td>
                        <Table.Td>{format(new Date(m.createdAt), 'MMM d, yyyy h:mm a')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Card>
  )
}

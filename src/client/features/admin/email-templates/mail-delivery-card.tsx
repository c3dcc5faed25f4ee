import { Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { format } from 'date-fns'
import { useMailOutbox } from './api/mail-outbox-api'

/** Mail delivery at a glance: how many mails wait, were sent or failed, and the undelivered ones with why. */
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
              <Badge variant="light" color="gray">
                Waiting: {data.counts.queued}
              </Badge>
              <Badge variant="light" color="green">
                Sent: {data.counts.sent + data.counts.logged}
              </Badge>
              <Badge variant="light" color={data.counts.failed > 0 ? 'red' : 'gray'}>
                Failed: {data.counts.failed}
              </Badge>
            </Group>
            {data.undelivered.length === 0 ? (
              <Text size="sm" c="dimmed">
                Every mail has been delivered.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>To</Table.Th>
                      <Table.Th>Subject</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Attempts</Table.Th>
                      <Table.Th>Last error</Table.Th>
                      <Table.Th>Created</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.undelivered.map((m) => (
                      <Table.Tr key={m.id}>
                        <Table.Td>{m.to}</Table.Td>
                        <Table.Td>{m.subject}</Table.Td>
                        <Table.Td>{m.status === 'failed' ? 'Failed' : 'Retrying'}</Table.Td>
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

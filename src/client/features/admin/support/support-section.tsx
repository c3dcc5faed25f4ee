import { Badge, Group, NavLink, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatDistanceToNow } from 'date-fns'
import { useState } from 'react'
import { useConversations } from './api/support-api'
import { ConversationView } from './conversation-view'

export function SupportSection() {
  const { data, isPending, isError } = useConversations()
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={2}>Support</Title>
          <Text c="dimmed">
            Messages from the chat widget. Replies are emailed and shown in the visitor's chat.
          </Text>
        </div>
        {data && data.totalUnread > 0 && (
          <Badge color="red" size="lg">
            {data.totalUnread} unread
          </Badge>
        )}
      </Group>
      {isPending && <Text c="dimmed">Loading conversations…</Text>}
      {isError && <Text c="red.8">Failed to load conversations. Please refresh the page.</Text>}
      {data && data.conversations.length === 0 && <Text c="dimmed">No conversations yet.</Text>}
      {data && data.conversations.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p={4}>
            <nav aria-label="Conversations">
              {data.conversations.map((c) => (
                <NavLink
                  key={c.id}
                  active={c.id === selected}
                  onClick={() => setSelected(c.id)}
                  label={
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm" fw={c.unread ? 700 : 500} truncate>
                        {c.name}
                      </Text>
                      {c.unread > 0 && (
                        <Badge color="red" size="sm" aria-label={`${c.unread} unread`}>
                          {c.unread}
                        </Badge>
                      )}
                    </Group>
                  }
                  description={
                    <>
                      <Text size="xs" truncate>
                        {c.lastMessage}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {c.email} · {formatDistanceToNow(new Date(c.lastMessageAt), { addSuffix: true })}
                      </Text>
                    </>
                  }
                />
              ))}
            </nav>
          </Paper>
          {selected ? (
            <ConversationView key={selected} id={selected} />
          ) : (
            <Text c="dimmed">Choose a conversation to read and reply.</Text>
          )}
        </SimpleGrid>
      )}
    </Stack>
  )
}

import { Box, Stack, Text } from '@mantine/core'
import type { SupportMessage } from '@shared/support/support.schemas'
import { format } from 'date-fns'

/** Messages as plain text (React escapes them): nothing a visitor or admin writes is run as HTML. */
export function ChatMessages({
  messages,
  adminView = false,
}: {
  messages: SupportMessage[]
  adminView?: boolean
}) {
  return (
    <Stack gap="xs">
      {messages.map((m) => {
        const mine = adminView ? m.author === 'admin' : m.author === 'visitor'
        return (
          <Box
            key={m.id}
            data-author={m.author}
            maw="85%"
            px="sm"
            py={6}
            style={{
              alignSelf: mine ? 'flex-end' : 'flex-start',
              borderRadius: 12,
              background: mine ? 'var(--mantine-color-brand-light)' : 'var(--mantine-color-default-hover)',
            }}
          >
            <Text size="xs" fw={600} c="dimmed">
              {m.author === 'admin' ? 'Support' : adminView ? 'Visitor' : 'You'} ·{' '}
              {format(new Date(m.createdAt), 'MMM d, h:mm a')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Text>
          </Box>
        )
      })}
    </Stack>
  )
}

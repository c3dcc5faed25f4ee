import { Box, Stack, Text } from '@mantine/core'
import { formatDateTime } from '@shared/format-date'
import type { SupportMessage } from '@shared/support/support.schemas'

/** The conversation as plain text (React escapes it): nothing a visitor wrote runs as HTML. */
export function SupportMessageList({ messages }: { messages: SupportMessage[] }) {
  return (
    <Stack gap="xs">
      {messages.map((m) => (
        <Box
          key={m.id}
          data-author={m.author}
          maw="85%"
          px="sm"
          py={6}
          style={{
            alignSelf: m.author === 'admin' ? 'flex-end' : 'flex-start',
            borderRadius: 12,
            background:
              m.author === 'admin'
                ? 'var(--mantine-color-brand-light)'
                : 'var(--mantine-color-default-hover)',
          }}
        >
          <Text size="xs" fw={600} c="dimmed">
            {m.author === 'admin' ? 'Support' : 'Visitor'} · {formatDateTime(m.createdAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.body}
          </Text>
        </Box>
      ))}
    </Stack>
  )
}

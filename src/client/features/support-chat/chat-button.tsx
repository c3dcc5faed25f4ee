import { ActionIcon, Badge, Box } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'

/** Where the chat sits: the bottom-right corner, above the page. */
export const CHAT_CORNER = { position: { bottom: 16, right: 16 }, zIndex: 190 } as const

/** The chat's corner button, with the count of replies not yet read. */
export function ChatButton({ unread, onClick }: { unread: number; onClick: () => void }) {
  return (
    <Box pos="relative">
      <ActionIcon
        size={56}
        radius="xl"
        aria-label="Open support chat"
        onClick={onClick}
        style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
      >
        <IconMessageCircle size={28} />
      </ActionIcon>
      {unread > 0 && (
        <Badge
          color="red"
          size="sm"
          circle
          pos="absolute"
          top={-4}
          right={-4}
          aria-label={`${unread} new replies`}
        >
          {unread}
        </Badge>
      )}
    </Box>
  )
}

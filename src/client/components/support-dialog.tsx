import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { IconMail } from '@tabler/icons-react'

type Props = { opened: boolean; onClose: () => void; supportEmail: string }

/** The support panel behind the live-chat button: chat is offline, email reaches a specialist. */
export function SupportDialog({ opened, onClose, supportEmail }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Chat with support" centered>
      <Stack gap="md">
        <Text>
          Our payment specialists are offline right now. Send us a message and we will reply within one
          business day.
        </Text>
        <Text size="sm" c="dimmed">
          Include your business type and your current processor so we can help faster.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component="a" href={`mailto:${supportEmail}`} leftSection={<IconMail size={18} />}>
            Email {supportEmail}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

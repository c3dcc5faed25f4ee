import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'

type Props = {
  opened: boolean
  amount: string
  busy: boolean
  onDecide: (approve: boolean) => void
}

/** The sandbox's stand-in for a bank's 3-D Secure page (test card 4000 0025 0000 3155). */
export function AuthenticationDialog({ opened, amount, busy, onDecide }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={() => onDecide(false)}
      title="Confirm this payment with your bank"
      centered
      closeOnClickOutside={false}
    >
      <Stack>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconShieldLock size={28} aria-hidden />
          <Text size="sm">
            Your bank asks you to confirm a payment of <strong>{amount}</strong>. This is a simulated
            authentication step of the test gateway.
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDecide(false)} disabled={busy}>
            Fail authentication
          </Button>
          <Button onClick={() => onDecide(true)} loading={busy} data-autofocus>
            Complete authentication
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

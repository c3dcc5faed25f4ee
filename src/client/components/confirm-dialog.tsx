import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = {
  opened: boolean
  title: string
  message: ReactNode
  confirmLabel: string
  destructive?: boolean
  pending?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** A yes/no question before an action that cannot be taken back or that acts on someone else. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}

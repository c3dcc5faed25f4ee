import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export type ConfirmDialogProps = {
  opened: boolean
  title: string
  message: ReactNode
  confirmLabel: string
  destructive?: boolean
  pending?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** The dialog of `ConfirmDialog`, in its own chunk. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  destructive,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
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

import { Button, Group, Modal, Text } from '@mantine/core'

export function PublishDialog({
  opened,
  title,
  loading,
  onCancel,
  onConfirm,
}: {
  opened: boolean
  title: string
  loading: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Publish this post?" centered>
      <Text size="sm">Publishing makes "{title}" visible to the public on the blog right away.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={loading}>
          Publish
        </Button>
      </Group>
    </Modal>
  )
}

import { ConfirmDialog } from '../../components/confirm-dialog'

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
    <ConfirmDialog
      opened={opened}
      title="Publish this post?"
      message={`Publishing makes "${title}" visible to the public on the blog right away.`}
      confirmLabel="Publish"
      pending={loading}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  )
}

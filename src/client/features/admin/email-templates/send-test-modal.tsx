import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import type { EmailTemplate } from '@shared/email-templates/email-template.schemas'
import { useState } from 'react'
import { failToast, successToast, validationToast } from '../content-toasts'
import { useSendTestEmail } from './api/email-templates-api'

type Props = { template: EmailTemplate; defaultRecipient: string; onClose: () => void }

export function SendTestModal({ template, defaultRecipient, onClose }: Props) {
  const [recipient, setRecipient] = useState(defaultRecipient)
  const send = useSendTestEmail()
  const submit = () => {
    if (!recipient.trim()) {
      validationToast('Recipient email is required')
      return
    }
    send.mutate(
      { id: template.id, recipient: recipient.trim() },
      {
        onSuccess: (r) => {
          successToast('Test Email Sent', r.message)
          onClose()
        },
        onError: failToast('Failed to send test email'),
      },
    )
  }
  return (
    <Modal opened onClose={onClose} title={`Send test: ${template.name}`}>
      <Stack>
        <Text size="sm" c="dimmed">
          The template is filled with sample values and sent to this address.
        </Text>
        <TextInput
          label="Recipient"
          type="email"
          value={recipient}
          onChange={(e) => setRecipient(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            Send Test
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

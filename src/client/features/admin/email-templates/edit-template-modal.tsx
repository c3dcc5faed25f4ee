import { Badge, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core'
import type { EmailTemplate } from '@shared/email-templates/email-template.schemas'
import { useState } from 'react'
import { failToast, successToast, validationToast } from '../content-toasts'
import { useUpdateEmailTemplate } from './api/email-templates-api'

type Props = { template: EmailTemplate; onClose: () => void }

export function EditTemplateModal({ template, onClose }: Props) {
  const [subject, setSubject] = useState(template.subject)
  const [htmlContent, setHtml] = useState(template.htmlContent)
  const [textContent, setText] = useState(template.textContent)
  const update = useUpdateEmailTemplate()

  const save = () => {
    if (!subject.trim() || !htmlContent.trim() || !textContent.trim()) {
      validationToast('Subject, HTML content and text content are required')
      return
    }
    update.mutate(
      { id: template.id, input: { subject, htmlContent, textContent } },
      {
        onSuccess: () => {
          successToast('Template Updated', `${template.name} has been saved.`)
          onClose()
        },
        onError: failToast('Failed to update template'),
      },
    )
  }

  return (
    <Modal opened onClose={onClose} title={`Edit ${template.name}`} size="xl">
      <Stack>
        <div>
          <Text size="sm" fw={500} mb={4}>
            Variables
          </Text>
          <Group gap={6}>
            {template.variables.map((v) => (
              <Badge key={v} variant="light" tt="none">{`{{${v}}}`}</Badge>
            ))}
          </Group>
        </div>
        <TextInput
          label="Subject"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          required
        />
        <Textarea
          label="HTML content"
          value={htmlContent}
          onChange={(e) => setHtml(e.currentTarget.value)}
          autosize
          minRows={8}
          maxRows={18}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          required
        />
        <Textarea
          label="Text content"
          value={textContent}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={5}
          maxRows={12}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending}>
            Save Template
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

import { Badge, Group, Text, Textarea, TextInput } from '@mantine/core'
import {
  type EmailTemplate,
  type EmailTemplateUpdate,
  EmailTemplateUpdateSchema,
} from '@shared/email-templates/email-template.schemas'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { failure, succeeded } from '../components/notify'
import { useUpdateEmailTemplate } from './api/email-templates-api'

type Props = { template: EmailTemplate; onClose: () => void }

const code = { input: { fontFamily: 'monospace', fontSize: 13 } }

export function EditTemplateModal({ template, onClose }: Props) {
  const form = useSchemaForm(EmailTemplateUpdateSchema, {
    subject: template.subject,
    htmlContent: template.htmlContent,
    textContent: template.textContent,
  })
  const update = useUpdateEmailTemplate()
  const save = (input: EmailTemplateUpdate) =>
    update.mutate(
      { id: template.id, input },
      {
        onSuccess: () => {
          succeeded('Template Updated', `${template.name} has been saved.`)
          onClose()
        },
        onError: failure('Failed to update template'),
      },
    )

  return (
    <FormDialog
      title={`Edit ${template.name}`}
      size="xl"
      form={form}
      onSubmit={save}
      onClose={onClose}
      submitLabel="Save Template"
      pending={update.isPending}
    >
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
      <TextInput label="Subject" required {...form.getInputProps('subject')} />
      <Textarea
        label="HTML content"
        autosize
        minRows={8}
        maxRows={18}
        styles={code}
        required
        {...form.getInputProps('htmlContent')}
      />
      <Textarea
        label="Text content"
        autosize
        minRows={5}
        maxRows={12}
        styles={code}
        required
        {...form.getInputProps('textContent')}
      />
    </FormDialog>
  )
}

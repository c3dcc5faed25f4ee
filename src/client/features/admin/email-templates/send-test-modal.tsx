import { TextInput } from '@mantine/core'
import { type EmailTemplate, TestEmailSchema } from '@shared/email-templates/email-template.schemas'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { failure, succeeded } from '../components/notify'
import { useSendTestEmail } from './api/email-templates-api'

type Props = { template: EmailTemplate; defaultRecipient: string; onClose: () => void }

export function SendTestModal({ template, defaultRecipient, onClose }: Props) {
  const form = useSchemaForm(TestEmailSchema, { recipient: defaultRecipient })
  const send = useSendTestEmail()
  return (
    <FormDialog
      title={`Send test: ${template.name}`}
      description="The template is filled with sample values and sent to this address."
      form={form}
      onClose={onClose}
      submitLabel="Send Test"
      pending={send.isPending}
      onSubmit={({ recipient }) =>
        send.mutate(
          { id: template.id, recipient },
          {
            onSuccess: (r) => {
              succeeded('Test Email Sent', r.message)
              onClose()
            },
            onError: failure('Failed to send test email'),
          },
        )
      }
    >
      <TextInput label="Recipient" type="email" {...form.getInputProps('recipient')} />
    </FormDialog>
  )
}

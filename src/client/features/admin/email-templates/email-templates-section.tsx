import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core'
import { type EmailTemplate, TEMPLATE_CATEGORIES } from '@shared/email-templates/email-template.schemas'
import { IconEdit, IconMailForward } from '@tabler/icons-react'
import { format } from 'date-fns'
import { useState } from 'react'
import { useCurrentUser } from '../../../lib/api/current-user'
import { useEmailTemplates } from './api/email-templates-api'
import { EditTemplateModal } from './edit-template-modal'
import { MailDeliveryCard } from './mail-delivery-card'
import { SendTestModal } from './send-test-modal'
import { fillSample, TemplatePreview } from './template-preview'

type Dialog = { kind: 'edit' | 'test'; template: EmailTemplate } | null

function TemplateCard({ template, onOpen }: { template: EmailTemplate; onOpen: (d: Dialog) => void }) {
  return (
    <Card withBorder radius="md" p="lg" data-testid={`template-${template.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} fz="lg">
              {template.name}
            </Title>
            <Text size="sm" c="dimmed">
              {template.description}
            </Text>
          </div>
          <Badge variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
            {template.category}
          </Badge>
        </Group>
        <Text size="sm">
          <strong>Subject:</strong> {fillSample(template.subject, template.sampleVariables, false)}
        </Text>
        <TemplatePreview
          title={`Preview of ${template.name}`}
          html={template.htmlContent}
          samples={template.sampleVariables}
        />
        <Text size="xs" c="dimmed">
          Last modified {format(new Date(template.lastModified), "MMMM d, yyyy 'at' h:mm a")}
        </Text>
        <Group>
          <Button leftSection={<IconEdit size={16} />} onClick={() => onOpen({ kind: 'edit', template })}>
            Edit
          </Button>
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} />}
            onClick={() => onOpen({ kind: 'test', template })}
          >
            Send Test
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

export function EmailTemplatesSection() {
  const { data, isPending, isError } = useEmailTemplates()
  const { data: user } = useCurrentUser()
  const [dialog, setDialog] = useState<Dialog>(null)

  if (isPending) return <Loader aria-label="Loading email templates" />
  if (isError)
    return (
      <Card withBorder p="xl">
        <Text c="red.8">Failed to load email templates. Please refresh the page.</Text>
      </Card>
    )

  const present = new Set(data.map((t) => t.category))
  const categories = [
    ...TEMPLATE_CATEGORIES.filter((c) => present.has(c.id)),
    ...[...present]
      .filter((id) => !TEMPLATE_CATEGORIES.some((c) => c.id === id))
      .map((id) => ({ id, label: id })),
  ]

  return (
    <Stack>
      <div>
        <Title order={2}>Email Templates</Title>
        <Text c="dimmed">Every mail the service sends. Edits apply to the next mail sent.</Text>
      </div>
      <MailDeliveryCard />
      {data.length === 0 ? (
        <Alert>No templates yet.</Alert>
      ) : (
        <Tabs defaultValue={categories[0]?.id}>
          <Tabs.List>
            {categories.map((c) => (
              <Tabs.Tab key={c.id} value={c.id}>
                {c.label} ({data.filter((t) => t.category === c.id).length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {categories.map((c) => (
            <Tabs.Panel key={c.id} value={c.id} pt="md">
              <SimpleGrid cols={{ base: 1, lg: 2 }}>
                {data
                  .filter((t) => t.category === c.id)
                  .map((t) => (
                    <TemplateCard key={t.id} template={t} onOpen={setDialog} />
                  ))}
              </SimpleGrid>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {dialog?.kind === 'edit' && (
        <EditTemplateModal template={dialog.template} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'test' && (
        <SendTestModal
          template={dialog.template}
          defaultRecipient={user?.email ?? ''}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  )
}

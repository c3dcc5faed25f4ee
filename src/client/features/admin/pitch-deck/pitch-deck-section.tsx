import { Stack, Tabs, Text, Title } from '@mantine/core'
import { usePublicConfig } from '../../../lib/config-context'
import { AccessManagement } from './access-management'
import { ContentEditor } from './content-editor'

export function PitchDeckSection() {
  const config = usePublicConfig()
  return (
    <Stack>
      <div>
        <Title order={2}>Pitch Deck</Title>
        <Text c="dimmed">
          Links have the shape {config.publicUrl}/pitch-deck/{'{token}'} and expire 3 days after the first
          view.
        </Text>
      </div>
      <Tabs defaultValue="access" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="access">Access Management</Tabs.Tab>
          <Tabs.Tab value="content">Content Editor</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="access" pt="md">
          <AccessManagement />
        </Tabs.Panel>
        <Tabs.Panel value="content" pt="md">
          <ContentEditor />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}

import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { formatCount } from '@shared/format'
import { format } from 'date-fns'
import { useEffect, useState } from 'react'
import { failure, invalid, succeeded } from '../components/notify'
import { SafePreview } from '../safe-preview'
import { useBackups, usePitchDeckContent, useRestoreBackup, useSaveContent } from './api/pitch-deck-api'

export function ContentEditor() {
  const { data, isPending, isError } = usePitchDeckContent()
  const backups = useBackups()
  const save = useSaveContent()
  const restore = useRestoreBackup()
  const [draft, setDraft] = useState<string | null>(null)
  useEffect(() => {
    if (data) setDraft(data.content)
  }, [data])

  if (isPending || draft === null) return <Text c="dimmed">Loading the deck…</Text>
  if (isError) return <Text c="red.8">Failed to load the pitch deck. Please refresh the page.</Text>

  const submit = () => {
    if (!draft.trim()) {
      invalid('Content is required')
      return
    }
    save.mutate(draft, {
      onSuccess: () =>
        succeeded('Content Updated', 'The pitch deck has been saved; the previous version was backed up.'),
      onError: failure('Failed to update pitch deck content'),
    })
  }

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Textarea
          label="Deck HTML"
          description="Headings, paragraphs, lists, tables, links and images. Scripts and styles are removed on save."
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          autosize
          minRows={14}
          maxRows={30}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Preview
          </Text>
          <SafePreview label="Pitch deck preview" html={draft} maxHeight={420} />
        </div>
      </SimpleGrid>
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save Content
        </Button>
        {data.updatedAt && (
          <Text size="sm" c="dimmed">
            Last saved {format(new Date(data.updatedAt), "MMMM d, yyyy 'at' h:mm a")}
          </Text>
        )}
      </Group>
      <Card withBorder radius="md" p="lg">
        <Text fw={600} mb="sm">
          Backups
        </Text>
        {backups.data?.length ? (
          <Stack gap="xs">
            {backups.data.map((b) => (
              <Group key={b.id} justify="space-between">
                <Text size="sm">
                  {format(new Date(b.createdAt), "MMMM d, yyyy 'at' h:mm:ss a")} · {formatCount(b.length)}{' '}
                  characters
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  loading={restore.isPending && restore.variables === b.id}
                  onClick={() =>
                    restore.mutate(b.id, {
                      onSuccess: () => succeeded('Content Updated', 'The backup is the current deck again.'),
                      onError: failure('Failed to update pitch deck content'),
                    })
                  }
                >
                  Restore
                </Button>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Every save keeps the version it replaces here.
          </Text>
        )}
      </Card>
    </Stack>
  )
}

import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { formatCount } from '@shared/format'
import { formatDateTime } from '@shared/format-date'
import type { SeoPost, SeoPostStatus } from '@shared/seo-ai/seo-ai.schemas'
import { IconSparkles } from '@tabler/icons-react'
import { useState } from 'react'
import { failure, invalid, succeeded } from '../components/notify'
import { SafePreview } from '../safe-preview'
import { useGenerate, usePublishNow, useSeoPosts } from './api/seo-ai-api'
import { EditDialog, RejectDialog, ScheduleDialog } from './post-dialogs'

type Dialog = { kind: 'edit' | 'schedule' | 'reject' | 'view'; post: SeoPost } | null
const TABS: { status: SeoPostStatus; label: string }[] = [
  { status: 'pending_review', label: 'Pending Review' },
  { status: 'scheduled', label: 'Scheduled' },
  { status: 'published', label: 'Published' },
]

function PostCard({ post, open }: { post: SeoPost; open: (d: Dialog) => void }) {
  const publish = usePublishNow()
  const editable = post.status === 'pending_review' || post.status === 'scheduled'
  const words = post.content
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Title order={3} fz="lg">
          {post.title}
        </Title>
        <Text size="sm" c="dimmed">
          Topic: {post.topic} · {formatCount(words)} words · created {formatDateTime(post.createdAt)}
          {post.source === 'offline' ? ' · written from the catalogue' : ''}
        </Text>
        {post.scheduledTime && <Text size="sm">Publishes {formatDateTime(post.scheduledTime)}</Text>}
        {post.publishedAt && <Text size="sm">Published {formatDateTime(post.publishedAt)}</Text>}
        <Group gap={6}>
          {post.keywords.map((k) => (
            <Badge key={k} variant="light" tt="none">
              {k}
            </Badge>
          ))}
        </Group>
        <Group mt="xs" gap="xs">
          <Button size="xs" variant="default" onClick={() => open({ kind: 'view', post })}>
            View
          </Button>
          {editable && (
            <Button size="xs" variant="default" onClick={() => open({ kind: 'edit', post })}>
              Edit
            </Button>
          )}
          {post.status === 'pending_review' && (
            <>
              <Button size="xs" onClick={() => open({ kind: 'schedule', post })}>
                Approve &amp; Schedule
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => open({ kind: 'reject', post })}>
                Reject
              </Button>
            </>
          )}
          {editable && (
            <Button
              size="xs"
              variant="light"
              loading={publish.isPending}
              onClick={() =>
                publish.mutate(post.id, {
                  onSuccess: () => succeeded('Post Published', 'The article is live on the blog.'),
                  onError: failure('Failed to publish post'),
                })
              }
            >
              Publish Now
            </Button>
          )}
          {post.blogUrl && (
            <Anchor href={post.blogUrl} size="sm" target="_blank">
              Open on the blog
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  )
}

function GenerateBox() {
  const [topic, setTopic] = useState('')
  const generate = useGenerate()
  const submit = () => {
    if (!topic.trim()) return invalid('Enter a topic')
    generate.mutate(topic.trim(), {
      onSuccess: (p) => {
        succeeded('Post Generated', `"${p.title}" is waiting in Pending Review.`)
        setTopic('')
      },
      onError: failure('Failed to generate SEO post'),
    })
  }
  return (
    <Card withBorder radius="md" p="lg">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Topic"
          placeholder="e.g. How restaurants can lower card processing fees"
          value={topic}
          onChange={(e) => setTopic(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button leftSection={<IconSparkles size={16} />} onClick={submit} loading={generate.isPending}>
          Generate
        </Button>
      </Group>
      {generate.isPending && (
        <Text size="sm" c="dimmed" mt="xs">
          Writing the article…
        </Text>
      )}
    </Card>
  )
}

export function SeoAiSection() {
  const { data, isPending, isError } = useSeoPosts()
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  return (
    <Stack>
      <div>
        <Title order={2}>SEO AI Assistant</Title>
        <Text c="dimmed">
          Write an article on a topic, review it, then schedule or publish it to the blog.
        </Text>
      </div>
      <GenerateBox />
      {isPending && <Loader aria-label="Loading posts" />}
      {isError && <Text c="red.8">Failed to load posts. Please refresh the page.</Text>}
      {data && (
        <Tabs defaultValue="pending_review">
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab key={t.status} value={t.status}>
                {t.label} ({data.filter((p) => p.status === t.status).length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((t) => {
            const posts = data.filter((p) => p.status === t.status)
            return (
              <Tabs.Panel key={t.status} value={t.status} pt="md">
                <Stack>
                  {posts.length === 0 && <Text c="dimmed">No posts here.</Text>}
                  {posts.map((p) => (
                    <PostCard key={p.id} post={p} open={setDialog} />
                  ))}
                </Stack>
              </Tabs.Panel>
            )
          })}
        </Tabs>
      )}
      {dialog?.kind === 'edit' && <EditDialog post={dialog.post} onClose={close} />}
      {dialog?.kind === 'schedule' && <ScheduleDialog post={dialog.post} onClose={close} />}
      {dialog?.kind === 'reject' && <RejectDialog post={dialog.post} onClose={close} />}
      {dialog?.kind === 'view' && (
        <Modal opened onClose={close} title={dialog.post.title} size="xl">
          <SafePreview label={`Article: ${dialog.post.title}`} html={dialog.post.content} maxHeight="70vh" />
        </Modal>
      )}
    </Stack>
  )
}

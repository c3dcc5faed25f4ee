import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import type { SeoPost } from '@shared/seo-ai/seo-ai.schemas'
import { IconPlus } from '@tabler/icons-react'
import { format } from 'date-fns'
import { useState } from 'react'
import { toast } from '../../../components/toast'
import { failToast, successToast, validationToast } from '../content-toasts'
import { useEditPost, useReject, useSchedule } from './api/seo-ai-api'

type Props = { post: SeoPost; onClose: () => void }

const localNow = () => format(new Date(), "yyyy-MM-dd'T'HH:mm")

export function ScheduleDialog({ post, onClose }: Props) {
  const [value, setValue] = useState('')
  const schedule = useSchedule()
  const submit = () => {
    if (!value) return validationToast('Choose a date and time')
    const when = new Date(value)
    if (when.getTime() <= Date.now()) return validationToast('Scheduled time must be in the future')
    schedule.mutate(
      { id: post.id, scheduledTime: when.toISOString() },
      {
        onSuccess: () => {
          successToast('Post Scheduled', `It will publish on ${format(when, "MMMM d, yyyy 'at' h:mm a")}.`)
          onClose()
        },
        onError: failToast('Failed to schedule post'),
      },
    )
  }
  return (
    <Modal opened onClose={onClose} title="Approve and schedule">
      <Stack>
        <Text size="sm">{post.title}</Text>
        <TextInput
          label="Publish at"
          type="datetime-local"
          min={localNow()}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={schedule.isPending}>
            Schedule
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

export function RejectDialog({ post, onClose }: Props) {
  const [reason, setReason] = useState('')
  const reject = useReject()
  const submit = () => {
    if (!reason.trim()) return validationToast('Reason is required')
    reject.mutate(
      { id: post.id, reason: reason.trim() },
      {
        onSuccess: () => {
          successToast('Post Rejected', post.title)
          onClose()
        },
        onError: failToast('Failed to reject post'),
      },
    )
  }
  return (
    <Modal opened onClose={onClose} title="Reject post">
      <Stack>
        <Textarea
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={3}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={reject.isPending}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

export function EditDialog({ post, onClose }: Props) {
  const [title, setTitle] = useState(post.title)
  const [content, setContent] = useState(post.content)
  const [keywords, setKeywords] = useState<string[]>(post.keywords)
  const [keyword, setKeyword] = useState('')
  const edit = useEditPost()
  const addKeyword = () => {
    const k = keyword.trim()
    if (k && !keywords.includes(k)) setKeywords([...keywords, k])
    setKeyword('')
  }
  const submit = () => {
    if (!title.trim() || !content.trim() || keywords.length === 0)
      return validationToast('Title, content and at least one keyword are required')
    edit.mutate(
      { id: post.id, input: { title, content, keywords } },
      {
        onSuccess: (r) => {
          if (r.scheduledTimeCleared)
            toast({
              title: 'Post Updated',
              description: 'The content changed, so the scheduled time was cleared. Schedule the post again.',
            })
          else successToast('Post Updated', r.post.title)
          onClose()
        },
        onError: failToast('Failed to update post'),
      },
    )
  }
  return (
    <Modal opened onClose={onClose} title="Edit post" size="xl">
      <Stack>
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} required />
        <Textarea
          label="Content (HTML)"
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          autosize
          minRows={10}
          maxRows={24}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          required
        />
        <div>
          <Group gap="xs" align="flex-end">
            <TextInput
              label="Keywords"
              placeholder="Add a keyword and press Enter"
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  addKeyword()
                }
              }}
              style={{ flex: 1 }}
            />
            <ActionIcon size="lg" variant="default" aria-label="Add keyword" onClick={addKeyword}>
              <IconPlus size={16} />
            </ActionIcon>
          </Group>
          <Group gap={6} mt="xs">
            {keywords.map((k) => (
              <Badge
                key={k}
                variant="light"
                tt="none"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${k}`}
                    onClick={() => setKeywords(keywords.filter((x) => x !== k))}
                  />
                }
              >
                {k}
              </Badge>
            ))}
          </Group>
        </div>
        {post.status === 'scheduled' && (
          <Text size="sm" c="orange.9">
            Changing the content clears the scheduled time; the post then needs scheduling again.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={edit.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

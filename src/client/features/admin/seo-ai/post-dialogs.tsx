import { ActionIcon, Badge, CloseButton, Group, Text, Textarea, TextInput } from '@mantine/core'
import { type EditInput, EditSchema, RejectSchema, type SeoPost } from '@shared/seo-ai/seo-ai.schemas'
import { IconPlus } from '@tabler/icons-react'
import { format } from 'date-fns'
import { useState } from 'react'
import { z } from 'zod'
import { FormDialog, useSchemaForm } from '../../../components/form-dialog'
import { toast } from '../../../components/toast'
import { failure, succeeded } from '../components/notify'
import { useEditPost, useReject, useSchedule } from './api/seo-ai-api'

type Props = { post: SeoPost; onClose: () => void }

const localNow = () => format(new Date(), "yyyy-MM-dd'T'HH:mm")

/** A local date and time from the picker, in the future. */
const ScheduleFormSchema = z
  .object({ when: z.string().min(1, 'Choose a date and time') })
  .transform(({ when }) => new Date(when))
  .refine((when) => when.getTime() > Date.now(), {
    message: 'Scheduled time must be in the future',
    path: ['when'],
  })

export function ScheduleDialog({ post, onClose }: Props) {
  const form = useSchemaForm(ScheduleFormSchema, { when: '' })
  const schedule = useSchedule()
  const submit = (when: Date) =>
    schedule.mutate(
      { id: post.id, scheduledTime: when.toISOString() },
      {
        onSuccess: () => {
          succeeded('Post Scheduled', `It will publish on ${format(when, "MMMM d, yyyy 'at' h:mm a")}.`)
          onClose()
        },
        onError: failure('Failed to schedule post'),
      },
    )
  return (
    <FormDialog
      title="Approve and schedule"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Schedule"
      pending={schedule.isPending}
    >
      <Text size="sm">{post.title}</Text>
      <TextInput
        label="Publish at"
        type="datetime-local"
        min={localNow()}
        required
        {...form.getInputProps('when')}
      />
    </FormDialog>
  )
}

export function RejectDialog({ post, onClose }: Props) {
  const form = useSchemaForm(RejectSchema, { reason: '' })
  const reject = useReject()
  return (
    <FormDialog
      title="Reject post"
      form={form}
      onClose={onClose}
      submitLabel="Reject"
      destructive
      pending={reject.isPending}
      onSubmit={({ reason }) =>
        reject.mutate(
          { id: post.id, reason },
          {
            onSuccess: () => {
              succeeded('Post Rejected', post.title)
              onClose()
            },
            onError: failure('Failed to reject post'),
          },
        )
      }
    >
      <Textarea label="Reason" autosize minRows={3} required {...form.getInputProps('reason')} />
    </FormDialog>
  )
}

export function EditDialog({ post, onClose }: Props) {
  const form = useSchemaForm(EditSchema, {
    title: post.title,
    content: post.content,
    keywords: post.keywords,
  })
  const [keyword, setKeyword] = useState('')
  const edit = useEditPost()
  const keywords = form.values.keywords
  const addKeyword = () => {
    const k = keyword.trim()
    if (k && !keywords.includes(k)) form.setFieldValue('keywords', [...keywords, k])
    setKeyword('')
  }
  const submit = (input: EditInput) =>
    edit.mutate(
      { id: post.id, input },
      {
        onSuccess: (r) => {
          if (r.scheduledTimeCleared)
            toast({
              title: 'Post Updated',
              description: 'The content changed, so the scheduled time was cleared. Schedule the post again.',
            })
          else succeeded('Post Updated', r.post.title)
          onClose()
        },
        onError: failure('Failed to update post'),
      },
    )
  return (
    <FormDialog
      title="Edit post"
      size="xl"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Save Changes"
      pending={edit.isPending}
    >
      <TextInput label="Title" required {...form.getInputProps('title')} />
      <Textarea
        label="Content (HTML)"
        autosize
        minRows={10}
        maxRows={24}
        styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
        required
        {...form.getInputProps('content')}
      />
      <div>
        <Group gap="xs" align="flex-end">
          <TextInput
            label="Keywords"
            placeholder="Add a keyword and press Enter"
            value={keyword}
            error={form.errors.keywords}
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
                  onClick={() =>
                    form.setFieldValue(
                      'keywords',
                      keywords.filter((x) => x !== k),
                    )
                  }
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
    </FormDialog>
  )
}

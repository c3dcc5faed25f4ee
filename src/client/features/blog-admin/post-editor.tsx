import {
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  type AdminPost,
  type PostInput,
  type PostStatus,
  parseTags,
  postStatuses,
  slugify,
  wordCount,
} from '@shared/blog/blog.schemas'
import { formatCount } from '@shared/format'
import { format } from 'date-fns'
import { useEffect, useRef, useState } from 'react'
import { IconArrowLeft } from '../../components/icons'
import { MarkdownContent } from '../../components/markdown-content'
import { toast } from '../../components/toast'
import { usePublicConfig } from '../../lib/config-context'
import { fail, useAdminPost, useSavePost } from './blog-admin-api'
import { PublishDialog } from './publish-dialog'

type Values = {
  title: string
  slug: string
  metaTitle: string
  metaDesc: string
  contentMd: string
  heroImageUrl: string
  tags: string
  status: PostStatus
  scheduledAt: string
  authorName: string
  targetKeywordId: string
}

const toLocalInput = (iso: string | null) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '')

function valuesOf(post: AdminPost | undefined, editorialName: string): Values {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    metaTitle: post?.metaTitle ?? '',
    metaDesc: post?.metaDesc ?? '',
    contentMd: post?.contentMd ?? '',
    heroImageUrl: post?.heroImageUrl ?? '',
    tags: post?.tags.join(', ') ?? '',
    status: post?.status ?? 'Draft',
    scheduledAt: toLocalInput(post?.scheduledAt ?? null),
    authorName: post?.authorName ?? editorialName,
    targetKeywordId: post?.targetKeywordId ?? '',
  }
}

function toInput(v: Values, status: PostStatus): PostInput {
  return {
    title: v.title.trim(),
    slug: v.slug.trim(),
    metaTitle: v.metaTitle.trim() || null,
    metaDesc: v.metaDesc.trim() || null,
    contentMd: v.contentMd,
    heroImageUrl: v.heroImageUrl.trim() || null,
    tags: parseTags(v.tags),
    status,
    scheduledAt: status === 'Scheduled' && v.scheduledAt ? new Date(v.scheduledAt).toISOString() : null,
    authorName: v.authorName.trim() || null,
    targetKeywordId: v.targetKeywordId || null,
  }
}

export function PostEditor({ slug, onClose }: { slug: string | null; onClose: () => void }) {
  const { brandName } = usePublicConfig()
  const editorialName = `${brandName} Editorial Team`
  const existing = useAdminPost(slug)
  const [post, setPost] = useState<AdminPost | undefined>()
  const [confirming, setConfirming] = useState(false)
  const slugTouched = useRef(false)
  const save = useSavePost()
  const form = useForm<Values>({
    initialValues: valuesOf(undefined, editorialName),
    validate: {
      title: (v) => (v.trim() ? null : 'Title is required'),
      slug: (v) => (v.trim() ? null : 'Slug is required'),
      contentMd: (v) => (v.trim() ? null : 'Content is required'),
      scheduledAt: (v, all) => (all.status === 'Scheduled' && !v ? 'Choose a scheduled time' : null),
    },
  })

  useEffect(() => {
    if (existing.data && existing.data.id !== post?.id) {
      setPost(existing.data)
      form.setValues(valuesOf(existing.data, editorialName))
      form.resetDirty()
    }
  }, [existing.data, post?.id, editorialName, form])

  useEffect(() => {
    if (existing.isError) {
      fail('Failed to fetch post')(existing.error)
      onClose()
    }
  }, [existing.isError, existing.error, onClose])

  if (slug && !post) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading post" />
      </Center>
    )
  }

  const isNew = !post
  const values = form.getValues()
  const onTitle = (title: string) => {
    form.setFieldValue('title', title)
    if (isNew && !slugTouched.current) form.setFieldValue('slug', slugify(title))
  }
  const saveDraft = form.onSubmit((v) => {
    save.mutate({ id: post?.id ?? null, input: toInput(v, v.status), publish: false }, { onSuccess: setPost })
  })
  const askPublish = () => {
    const v = form.getValues()
    if (!v.title.trim() || !v.slug.trim() || !v.contentMd.trim()) {
      form.validate()
      toast({
        title: 'Validation Error',
        description: 'Title, slug, and content are required',
        variant: 'destructive',
      })
      return
    }
    setConfirming(true)
  }
  const publish = () => {
    const v = form.getValues()
    save.mutate(
      { id: post?.id ?? null, input: toInput(v, isNew ? 'Draft' : 'Published'), publish: true },
      {
        onSuccess: (saved) => {
          setPost(saved)
          form.setFieldValue('status', saved.status)
          setConfirming(false)
        },
        onError: () => setConfirming(false),
      },
    )
  }

  return (
    <form onSubmit={saveDraft} noValidate>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onClose} px="xs">
              All posts
            </Button>
            <Title order={2} fz="lg">
              {isNew ? 'New Post' : 'Edit Post'}
            </Title>
          </Group>
          <Group gap="xs">
            <Button type="submit" variant="default" loading={save.isPending && !confirming}>
              Save Draft
            </Button>
            <Button onClick={askPublish} disabled={save.isPending}>
              Publish Now
            </Button>
          </Group>
        </Group>

        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <TextInput
                label="Title"
                required
                {...form.getInputProps('title')}
                onChange={(e) => onTitle(e.currentTarget.value)}
              />
              <TextInput
                label="Slug"
                required
                description="Use lowercase letters, numbers, and hyphens"
                {...form.getInputProps('slug')}
                onChange={(e) => {
                  slugTouched.current = true
                  form.setFieldValue('slug', e.currentTarget.value)
                }}
              />
              <TextInput label="Meta title" {...form.getInputProps('metaTitle')} />
              <Textarea
                label="Meta description"
                autosize
                minRows={2}
                maxRows={4}
                {...form.getInputProps('metaDesc')}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <Select
                label="Status"
                data={[...postStatuses]}
                allowDeselect={false}
                {...form.getInputProps('status')}
              />
              {values.status === 'Scheduled' ? (
                <TextInput
                  type="datetime-local"
                  label="Scheduled time"
                  required
                  {...form.getInputProps('scheduledAt')}
                />
              ) : null}
              <TextInput label="Author" {...form.getInputProps('authorName')} />
              <TextInput label="Tags" description="Comma-separated" {...form.getInputProps('tags')} />
              <TextInput
                label="Hero image URL"
                placeholder="https://… or /images/…"
                {...form.getInputProps('heroImageUrl')}
              />
              <TextInput
                label="Target keyword"
                readOnly
                value={values.targetKeywordId ? 'Linked to an ads keyword' : 'None'}
              />
            </Stack>
          </Grid.Col>
        </Grid>

        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Textarea
              label="Content (markdown)"
              required
              autosize
              minRows={16}
              maxRows={40}
              styles={{
                input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 },
              }}
              {...form.getInputProps('contentMd')}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {formatCount(wordCount(values.contentMd))} words
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Text size="sm" fw={500} mb={4}>
              Preview
            </Text>
            <Paper
              withBorder
              radius="md"
              p="md"
              mah={720}
              style={{ overflowY: 'auto' }}
              data-testid="post-preview"
            >
              {values.contentMd.trim() ? (
                <MarkdownContent markdown={values.contentMd} />
              ) : (
                <Text c="dimmed" size="sm">
                  The rendered article appears here as you type.
                </Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
      <PublishDialog
        opened={confirming}
        title={values.title}
        loading={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={publish}
      />
    </form>
  )
}

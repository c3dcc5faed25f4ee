import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { ADMIN_PAGE_SIZE, type AdminPost, postStatuses } from '@shared/blog/blog.schemas'
import { formatDate } from '@shared/format-date'
import { format } from 'date-fns'
import { useState } from 'react'
import { IconPlus, IconSearch } from '../../components/icons'
import { useAdminPosts } from './blog-admin-api'

const statusColor = { Draft: 'gray', Scheduled: 'orange', Published: 'teal' } as const

function when(post: AdminPost) {
  if (post.status === 'Scheduled' && post.scheduledAt)
    return `Scheduled ${format(new Date(post.scheduledAt), 'MMM d, yyyy h:mm a')}`
  if (post.status === 'Published' && post.publishedAt) return `Published ${formatDate(post.publishedAt)}`
  return `Updated ${formatDate(post.updatedAt)}`
}

export function PostList({
  onEdit,
  onNew,
  onPublish,
}: {
  onEdit: (slug: string) => void
  onNew: () => void
  onPublish: (post: AdminPost) => void
}) {
  const [status, setStatus] = useState('')
  const [search, setSearch] = useState('')
  const [tag, setTag] = useState('')
  const [offset, setOffset] = useState(0)
  const [debouncedSearch] = useDebouncedValue(search, 300)
  const [debouncedTag] = useDebouncedValue(tag, 300)
  const { data, isLoading, isError } = useAdminPosts({
    status,
    search: debouncedSearch,
    tag: debouncedTag,
    offset,
  })
  const posts = data?.posts ?? []
  const total = data?.total ?? 0
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v)
      setOffset(0)
    }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 320px' }}>
          <Select
            label="Status"
            data={[
              { value: '', label: 'All statuses' },
              ...postStatuses.map((s) => ({ value: s, label: s })),
            ]}
            value={status}
            onChange={(v) => reset(setStatus)(v ?? '')}
            allowDeselect={false}
            w={{ base: '100%', xs: 160 }}
          />
          <TextInput
            label="Search"
            placeholder="Title or slug"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => reset(setSearch)(e.currentTarget.value)}
            w={{ base: '100%', xs: 220 }}
          />
          <TextInput
            label="Tag"
            placeholder="e.g. Fees"
            value={tag}
            onChange={(e) => reset(setTag)(e.currentTarget.value)}
            w={{ base: '100%', xs: 160 }}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={onNew}>
          New Post
        </Button>
      </Group>

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.map((post) => (
                <Table.Tr key={post.id}>
                  <Table.Td>
                    <Text fw={600} size="sm" lineClamp={1}>
                      {post.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      /blog/{post.slug}
                      {post.tags.length ? ` · ${post.tags.join(', ')}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[post.status]} variant="light">
                      {post.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {when(post)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => onEdit(post.slug)}>
                        Edit
                      </Button>
                      {post.status !== 'Published' ? (
                        <Button size="xs" variant="light" onClick={() => onPublish(post)}>
                          Publish
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {!isLoading && posts.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text ta="center" c="dimmed" py="lg">
                      {isError ? 'Failed to load posts' : 'No posts match these filters'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {isLoading ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text ta="center" c="dimmed" py="lg">
                      Loading posts...
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total === 0
            ? '0 posts'
            : `${offset + 1}–${Math.min(offset + ADMIN_PAGE_SIZE, total)} of ${total} posts`}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - ADMIN_PAGE_SIZE))}
          >
            Previous
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={offset + ADMIN_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + ADMIN_PAGE_SIZE)}
          >
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  )
}

import {
  Box,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core'
import type { AdminPost } from '@shared/blog/blog.schemas'
import { pages } from '@shared/routes'
import { useCallback, useState } from 'react'
import { Link } from 'react-router'
import { IconArticle, IconKey, IconLock, IconSparkles } from '../../components/icons'
import { useCurrentUser } from '../../lib/api/current-user'
import { usePublicAccess, useSavePost } from './blog-admin-api'
import { KeywordSync } from './keyword-sync'
import { PostEditor } from './post-editor'
import { PostList } from './post-list'
import { PublishDialog } from './publish-dialog'

type Editing = { slug: string | null } | null

function PublicAccessSwitch() {
  const { query, toggle } = usePublicAccess()
  const enabled = toggle.isPending ? Boolean(toggle.variables) : Boolean(query.data?.enabled)
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Switch
        label="Public blog access"
        description={enabled ? 'The blog is visible at /blog' : 'Blog pages redirect to the home page'}
        checked={enabled}
        disabled={query.isLoading || toggle.isPending}
        onChange={(e) => toggle.mutate(e.currentTarget.checked)}
      />
    </Paper>
  )
}

export function BlogAdminPage() {
  const { data: user } = useCurrentUser()
  const [tab, setTab] = useState<string | null>('posts')
  const [editing, setEditing] = useState<Editing>(null)
  const [publishing, setPublishing] = useState<AdminPost | null>(null)
  const save = useSavePost()
  const close = useCallback(() => setEditing(null), [])

  if (user === undefined) {
    return (
      <Center mih="60vh">
        <Loader aria-label="Loading" />
      </Center>
    )
  }
  if (user?.role !== 'admin') {
    return (
      <Container size="sm" py={80}>
        <Card withBorder radius="lg" p="xl" ta="center">
          <IconLock size={40} style={{ margin: '0 auto' }} aria-hidden="true" />
          <Title order={1} fz="xl" mt="sm">
            Access Denied
          </Title>
          <Text c="dimmed" mt="xs">
            Admin access required. You are signed in as {user?.email ?? 'a visitor'}.
          </Text>
          <Button component={Link} to={pages.dashboard.href()} mt="lg" variant="default">
            Back to Dashboard
          </Button>
        </Card>
      </Container>
    )
  }

  const publishFromList = () => {
    if (!publishing) return
    const p = publishing
    save.mutate(
      {
        id: p.id,
        input: {
          title: p.title,
          slug: p.slug,
          metaTitle: p.metaTitle,
          metaDesc: p.metaDesc,
          contentMd: p.contentMd,
          heroImageUrl: p.heroImageUrl,
          tags: p.tags,
          status: 'Published',
          scheduledAt: null,
          authorName: p.authorName,
          targetKeywordId: p.targetKeywordId,
        },
        publish: true,
      },
      { onSettled: () => setPublishing(null) },
    )
  }

  return (
    <Box py={{ base: 'lg', sm: 'xl' }}>
      <Container size="xl">
        <Group justify="space-between" align="flex-start" wrap="wrap" mb="lg" gap="md">
          <Stack gap={4}>
            <Button
              component={Link}
              to={pages.admin.href()}
              variant="subtle"
              size="compact-sm"
              px={0}
              w="fit-content"
            >
              ← Admin console
            </Button>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Blog V2
            </Title>
            <Text c="dimmed" size="sm">
              Write, schedule and publish Payment Processing Insights articles.
            </Text>
          </Stack>
          <PublicAccessSwitch />
        </Group>

        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="posts" leftSection={<IconArticle size={16} />}>
              Blog V2
            </Tabs.Tab>
            <Tabs.Tab value="keywords" leftSection={<IconKey size={16} />}>
              Keyword Sync
            </Tabs.Tab>
            <Tabs.Tab value="generator" leftSection={<IconSparkles size={16} />}>
              Generator
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="posts">
            {editing ? (
              <PostEditor key={editing.slug ?? 'new'} slug={editing.slug} onClose={close} />
            ) : (
              <PostList
                onEdit={(slug) => setEditing({ slug })}
                onNew={() => setEditing({ slug: null })}
                onPublish={setPublishing}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="keywords">
            <KeywordSync
              onDraft={(slug) => {
                setEditing({ slug })
                setTab('posts')
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="generator">
            <Card withBorder radius="lg" p="xl" ta="center">
              <IconSparkles
                size={36}
                style={{ margin: '0 auto' }}
                color="var(--mantine-color-brand-6)"
                aria-hidden="true"
              />
              <Title order={2} fz="lg" mt="sm">
                Coming Soon
              </Title>
              <Text c="dimmed" mt="xs" maw={460} mx="auto">
                Until then, create a sourced draft outline from any keyword in the Keyword Sync tab.
              </Text>
            </Card>
          </Tabs.Panel>
        </Tabs>
      </Container>
      <PublishDialog
        opened={publishing !== null}
        title={publishing?.title ?? ''}
        loading={save.isPending}
        onCancel={() => setPublishing(null)}
        onConfirm={publishFromList}
      />
    </Box>
  )
}

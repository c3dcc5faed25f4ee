import {
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { pages } from '@shared/routes'
import { useEffect } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { IconArrowLeft } from '../../components/icons'
import { MarkdownContent } from '../../components/markdown-content'
import { usePublicConfig } from '../../lib/config-context'
import { formatPostDate, useBlogStatus, usePublicPost } from './blog-api'
import { BlogCta } from './blog-cta'

function NotFound() {
  return (
    <Container size="sm" py={96} ta="center">
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        Article Not Found
      </Title>
      <Text c="dimmed" mt="md">
        The article you're looking for doesn't exist or has been removed.
      </Text>
      <Button component={Link} to={pages.blog.href()} mt="xl" leftSection={<IconArrowLeft size={16} />}>
        Back to Blog
      </Button>
    </Container>
  )
}

export function BlogPostPage() {
  const { slug = '' } = useParams()
  const { brandName } = usePublicConfig()
  const status = useBlogStatus()
  const { data: post, isLoading, isError } = usePublicPost(slug)

  useEffect(() => {
    if (post) document.title = post.metaTitle || post.title
  }, [post])

  if (status.data?.enabled === false) return <Navigate to={pages.home.href()} replace />
  if (isLoading) {
    return (
      <Center py={120}>
        <Stack align="center" gap="sm">
          <Loader aria-label="Loading" />
          <Text c="dimmed">Loading article...</Text>
        </Stack>
      </Center>
    )
  }
  if (isError || !post) return <NotFound />

  return (
    <Box component="article" py={{ base: 'lg', sm: 40 }}>
      <Container size={760}>
        <Anchor component={Link} to={pages.blog.href()} fz="sm" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" /> Back to Blog
          </Group>
        </Anchor>
        {post.heroImageUrl ? (
          <AspectRatio ratio={16 / 9} mt="lg">
            <Image src={post.heroImageUrl} alt={post.title} radius="lg" fetchPriority="high" />
          </AspectRatio>
        ) : null}
        {post.tags.length > 0 ? (
          <Group gap={6} mt="lg">
            {post.tags.map((tag) => (
              <Badge key={tag} variant="light" radius="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Title order={1} mt="md" fz={{ base: 30, sm: 40 }} lh={1.2}>
          {post.title}
        </Title>
        <Group gap="xs" mt="sm" c="dimmed" fz="sm">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, 'MMMM d, yyyy')}</time>
          {post.authorName ? (
            <>
              <span aria-hidden="true">·</span>
              <span>By {post.authorName}</span>
            </>
          ) : null}
        </Group>
        <Box mt="xl" fz={{ base: 'md', sm: 17 }} lh={1.7} className="blog-body">
          <MarkdownContent markdown={post.contentMd} />
        </Box>
        <Box mt={48}>
          <BlogCta arrow compact />
        </Box>
        <Text ta="center" mt="lg" fz="sm" c="dimmed">
          Published by {brandName}. Figures are from the linked public sources; check current rates with each
          provider.
        </Text>
      </Container>
    </Box>
  )
}

import { AspectRatio, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import type { PublicPostSummary } from '@shared/blog/blog.schemas'
import { pages } from '@shared/routes'
import { Link } from 'react-router'
import { formatPostDate } from './blog-api'

/** `first`: the card at the top of the list, whose image is the page's largest paint (fetched at once). */
export function PostCard({ post, first = false }: { post: PublicPostSummary; first?: boolean }) {
  const href = pages['blog-post'].href({ slug: post.slug })
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" h="100%" component="article">
      {post.heroImageUrl ? (
        <Card.Section>
          <AspectRatio ratio={16 / 9}>
            <Image
              src={post.heroImageUrl}
              alt={post.title}
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
            />
          </AspectRatio>
        </Card.Section>
      ) : null}
      <Stack gap="sm" mt={post.heroImageUrl ? 'md' : 0} style={{ flex: 1 }}>
        {post.tags.length > 0 ? (
          <Group gap={6}>
            {post.tags.slice(0, 3).map((tag) => (
              <Badge key={tag} variant="light" size="sm" radius="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Title order={2} fz="lg" lineClamp={2}>
          <Link to={href} style={{ color: 'inherit', textDecoration: 'none' }}>
            {post.title}
          </Link>
        </Title>
        <Text c="dimmed" size="sm" lineClamp={3}>
          {post.excerpt}
        </Text>
        <Group gap="xs" mt="auto" c="dimmed" fz="xs">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, 'MMM d, yyyy')}</time>
          {post.authorName ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{post.authorName}</span>
            </>
          ) : null}
        </Group>
        <Button component={Link} to={href} variant="light" fullWidth aria-label={`Read More: ${post.title}`}>
          Read More →
        </Button>
      </Stack>
    </Card>
  )
}

import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { PUBLIC_PAGE_SIZE } from '@shared/blog/blog.schemas'
import { pages } from '@shared/routes'
import { useState } from 'react'
import { Link, Navigate } from 'react-router'
import { IconArticle } from '../../components/icons'
import { useBlogStatus, usePublicPosts } from './blog-api'
import { BlogCta } from './blog-cta'
import { PostCard } from './post-card'

function BlogHero() {
  return (
    <Box
      component="header"
      py={{ base: 48, sm: 72 }}
      px="md"
      style={{ background: 'linear-gradient(160deg, #0b1d2a 0%, #10324a 60%, #0b4f6c 100%)', color: 'white' }}
    >
      <Container size="lg">
        <Text tt="uppercase" fw={700} fz="xs" c="brand.2" style={{ letterSpacing: '0.08em' }}>
          Blog
        </Text>
        <Title order={1} c="white" mt="xs" fz={{ base: 32, sm: 44 }}>
          Payment Processing Insights
        </Title>
        <Text mt="md" maw={640} fz={{ base: 'md', sm: 'lg' }} c="rgba(255,255,255,0.85)">
          Plain-English guides to card fees, pricing models, contracts and choosing the right processor for
          your business.
        </Text>
      </Container>
    </Box>
  )
}

export function BlogListPage() {
  const [page, setPage] = useState(0)
  const status = useBlogStatus()
  const posts = usePublicPosts(page * PUBLIC_PAGE_SIZE)

  if (status.data?.enabled === false) return <Navigate to={pages.home.href()} replace />

  const list = posts.data ?? []
  const isFull = list.length === PUBLIC_PAGE_SIZE
  const go = (next: number) => {
    setPage(Math.max(0, next))
    if (typeof window !== 'undefined') window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  let body: React.ReactNode
  if (posts.isLoading) {
    body = (
      <Center py={80}>
        <Stack align="center" gap="sm">
          <Loader aria-label="Loading" />
          <Text c="dimmed">Loading articles...</Text>
        </Stack>
      </Center>
    )
  } else if (posts.isError) {
    body = (
      <Alert color="red" title="Error" my="xl">
        Failed to fetch blog posts
        <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={() => posts.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  } else if (list.length === 0 && page === 0) {
    body = (
      <Center py={72}>
        <Stack align="center" gap="sm" maw={440} ta="center">
          <IconArticle size={48} stroke={1.5} color="var(--mantine-color-brand-6)" aria-hidden="true" />
          <Title order={2} fz="xl">
            No articles yet
          </Title>
          <Text c="dimmed">Check back soon for expert insights on payment processing</Text>
          <Button component={Link} to={pages.assessment.href({ id: 'start' })} mt="sm">
            Start Free Assessment
          </Button>
        </Stack>
      </Center>
    )
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {list.map((post, index) => (
          <PostCard key={post.id} post={post} first={index === 0} />
        ))}
      </SimpleGrid>
    )
  }

  return (
    <Box>
      <BlogHero />
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        {body}
        {!posts.isLoading && (isFull || page > 0) ? (
          <Group component="nav" aria-label="Blog pages" justify="center" gap="md" mt={40}>
            <Button variant="default" disabled={page === 0} onClick={() => go(page - 1)}>
              Previous
            </Button>
            <Text fw={600} aria-live="polite">
              Page {page + 1}
            </Text>
            <Button variant="default" disabled={!isFull} onClick={() => go(page + 1)}>
              Next
            </Button>
          </Group>
        ) : null}
      </Container>
      <BlogCta />
    </Box>
  )
}

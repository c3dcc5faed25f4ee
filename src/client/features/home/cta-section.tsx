import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { pages } from '@shared/routes'
import { Link } from 'react-router'
import { useEmbed } from '../../lib/embed-context'
import classes from './home.module.css'

export function CtaSection() {
  const { pathFor } = useEmbed()
  return (
    <section className={`${classes.section} ${classes.ctaBand}`} aria-labelledby="cta-title">
      <Container size="lg">
        <Stack gap="md" align="flex-start">
          <Title order={2} id="cta-title" c="white">
            Ready to pay less to accept cards?
          </Title>
          <Text c="rgba(255,255,255,0.9)" maw={640}>
            Take the free assessment now, read our guides first, or sign in to see your reports.
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={pathFor(pages.assessment.href({ id: 'start' }))}
              size="md"
              color="teal.9"
            >
              Start Free Assessment
            </Button>
            <Button
              component={Link}
              to={pathFor(pages.blog.href())}
              size="md"
              variant="white"
              color="brand.9"
            >
              Read the guides
            </Button>
            <Button
              component={Link}
              to={pathFor(pages.auth.href())}
              size="md"
              variant="outline"
              color="gray.0"
            >
              Sign In
            </Button>
          </Group>
          <Text size="sm" c="rgba(255,255,255,0.9)">
            Want to see how the numbers are made?{' '}
            <Anchor component={Link} to={pathFor(pages.methodology.href())} c="white" underline="always">
              Read our methodology
            </Anchor>
            .
          </Text>
        </Stack>
      </Container>
    </section>
  )
}

import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight, IconSparkles } from '@tabler/icons-react'
import { Link } from 'react-router'

type Props = { title: string; description?: string; withAssessmentLink?: boolean }

/** A page whose tools are not open yet: clear title, what it will offer, and where to go meanwhile. */
export function PlaceholderPage({ title, description, withAssessmentLink = true }: Props) {
  return (
    <Container size="sm" py={{ base: 40, md: 72 }}>
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            <IconSparkles size={26} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed">
            {description ??
              'This page opens soon. Meanwhile, the free assessment is the quickest way to start.'}
          </Text>
          <Group gap="sm">
            {withAssessmentLink && (
              <Button
                component={Link}
                to="/assessment/start"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Start Free Assessment
              </Button>
            )}
            <Button component={Link} to="/" variant="default">
              Back to Home
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  )
}

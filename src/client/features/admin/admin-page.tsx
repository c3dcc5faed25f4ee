import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { User } from '@shared/auth/auth.schemas'
import { IconLock, IconShieldCheck } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CacheSection } from './cache/cache-section'
import { EmailTemplatesSection } from './email-templates/email-templates-section'
import { PitchDeckSection } from './pitch-deck/pitch-deck-section'
import { SeoAiSection } from './seo-ai/seo-ai-section'
import { SupportSection } from './support/support-section'

type Props = { user: User; isAdmin: boolean }

const SECTIONS: Record<string, ComponentType> = {
  'email-templates': EmailTemplatesSection,
  'pitch-deck': PitchDeckSection,
  'seo-ai': SeoAiSection,
  cache: CacheSection,
  support: SupportSection,
}

function AccessDenied({ user }: { user: User }) {
  return (
    <Container size="sm" py={{ base: 40, md: 72 }}>
      <Card withBorder radius="lg" p="xl" shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <IconLock size={40} aria-hidden color="var(--mantine-color-red-7)" />
          <Title order={1} fz={28}>
            Access Denied
          </Title>
          <Text>Admin access required</Text>
          <Text size="sm" c="dimmed">
            You are signed in as <strong>{user.email}</strong> ({user.username}).
          </Text>
          <Button component={Link} to="/dashboard" variant="default">
            Go to Dashboard
          </Button>
        </Stack>
      </Card>
    </Container>
  )
}

export function AdminPage({ user, isAdmin }: Props) {
  const [params] = useSearchParams()
  if (!isAdmin) return <AccessDenied user={user} />
  const Section = SECTIONS[params.get('section') ?? '']
  if (Section)
    return (
      <Container size="lg" py={{ base: 'lg', md: 48 }}>
        <Section />
      </Container>
    )
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Admin Console</Title>
          <Text c="dimmed" mt={6}>
            Signed in as {user.email}
          </Text>
        </div>
        <Badge size="lg" variant="light" leftSection={<IconShieldCheck size={14} aria-hidden />}>
          Administrator
        </Badge>
      </Group>
      <Alert mt="xl" variant="light" title="Console">
        Management tools for assessments, users, promo codes and blog posts appear here.
      </Alert>
    </Container>
  )
}

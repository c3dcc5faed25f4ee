import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import type { User } from '@shared/auth/auth.schemas'
import { IconClipboardList, IconFileAnalytics, IconLogout } from '@tabler/icons-react'
import { Link } from 'react-router'

type Props = { user: User; onSignOut: () => void; signingOut: boolean }

const tierLabels: Record<User['tier'], string> = {
  free: 'Free',
  startup: 'Startup',
  established: 'Established',
  enterprise: 'Enterprise',
}

export function DashboardPage({ user, onSignOut, signingOut }: Props) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Title order={1}>Dashboard</Title>
          <Text mt={6} c="dimmed">
            Welcome back, <strong>{user.email}</strong>
          </Text>
        </div>
        <Group gap="sm">
          <Badge size="lg" variant="light" radius="sm">
            {tierLabels[user.tier] ?? 'Free'} plan
          </Badge>
          <Button
            variant="default"
            onClick={onSignOut}
            loading={signingOut}
            leftSection={<IconLogout size={18} aria-hidden />}
          >
            Sign Out
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
        <Card withBorder radius="lg" p="lg">
          <Stack gap="sm" align="flex-start">
            <ThemeIcon size={40} variant="light" aria-hidden>
              <IconClipboardList size={22} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              Find your best processor
            </Title>
            <Text c="dimmed" size="sm">
              Take the free assessment to get your top provider match and an estimated monthly cost.
            </Text>
            <Button component={Link} to="/assessment/start">
              Start Free Assessment
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="lg" p="lg">
          <Stack gap="sm" align="flex-start">
            <ThemeIcon size={40} variant="light" color="savings" aria-hidden>
              <IconFileAnalytics size={22} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              Your reports
            </Title>
            <Text c="dimmed" size="sm">
              Reports you buy appear here, with every option ranked and a full cost breakdown.
            </Text>
            <Text size="sm">No reports yet.</Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Container>
  )
}

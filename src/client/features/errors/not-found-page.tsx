import { Anchor, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { pages } from '@shared/routes'
import {
  IconArrowRight,
  IconBook,
  IconHome,
  IconLayoutDashboard,
  IconLogin,
  IconMail,
} from '@tabler/icons-react'
import { Link } from 'react-router'

type Props = { signedIn: boolean; supportEmail: string }

export function NotFoundPage({ signedIn, supportEmail }: Props) {
  const accountPath = signedIn ? pages.dashboard.href() : pages.auth.href()
  const popular = [
    { id: 'dashboard', to: accountPath, label: 'Dashboard', icon: IconLayoutDashboard },
    { id: 'login', to: accountPath, label: signedIn ? 'Dashboard' : 'Login', icon: IconLogin },
    { id: 'blog', to: pages.blog.href(), label: 'Blog & Resources', icon: IconBook },
  ]

  return (
    <Container size="md" py={{ base: 40, md: 72 }}>
      <Stack gap="xl" align="center" ta="center">
        <Text fz={{ base: 72, md: 104 }} fw={900} lh={1} c="var(--mantine-color-anchor)" aria-hidden>
          404
        </Text>
        <Title order={1}>404 - Page Not Found</Title>
        <Text c="dimmed" fz="lg" maw={520}>
          Sorry, the page you're looking for doesn't exist or has been moved.
        </Text>
        <Group justify="center">
          <Button
            component={Link}
            to={pages.home.href()}
            size="md"
            leftSection={<IconHome size={18} aria-hidden />}
          >
            Return Home
          </Button>
          <Button
            component={Link}
            to={pages.assessment.href({ id: 'start' })}
            size="md"
            variant="default"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Start Assessment
          </Button>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt={48}>
        <Card withBorder radius="lg" p="lg">
          <Title order={2} fz="lg">
            Popular links
          </Title>
          <Stack gap="xs" mt="md">
            {popular.map(({ id, to, label, icon: Icon }) => (
              <Anchor key={id} component={Link} to={to} style={{ display: 'flex', gap: 8 }}>
                <Icon size={18} aria-hidden /> {label}
              </Anchor>
            ))}
            <Anchor href={`mailto:${supportEmail}`} style={{ display: 'flex', gap: 8 }}>
              <IconMail size={18} aria-hidden /> Contact Support
            </Anchor>
          </Stack>
        </Card>
        <Card withBorder radius="lg" p="lg">
          <Title order={2} fz="lg">
            What can you do?
          </Title>
          <List spacing="xs" mt="md" size="sm">
            <List.Item>
              Check the address for typos, or go back to the{' '}
              <Anchor component={Link} to={pages.home.href()} inherit underline="always">
                home page
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={pages.assessment.href({ id: 'start' })} inherit underline="always">
                Start a free assessment
              </Anchor>{' '}
              to find your best processor
            </List.Item>
            <List.Item>
              Read our{' '}
              <Anchor component={Link} to={pages.blog.href()} inherit underline="always">
                payment processing guides
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={accountPath} inherit underline="always">
                {signedIn ? 'Open your dashboard' : 'Sign in to your account'}
              </Anchor>{' '}
              to see your reports
            </List.Item>
          </List>
        </Card>
      </SimpleGrid>

      <Text ta="center" mt="xl" c="dimmed">
        Need immediate help? Email us at{' '}
        <Anchor href={`mailto:${supportEmail}`} underline="always">
          {supportEmail}
        </Anchor>
      </Text>
    </Container>
  )
}

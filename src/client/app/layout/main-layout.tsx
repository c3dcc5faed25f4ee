import { Anchor, Box, Container, Group } from '@mantine/core'
import { Link, Outlet } from 'react-router'
import { usePublicConfig } from '../config-context'
import { useEmbed } from '../embed-context'

export function MainLayout() {
  const { brandName } = usePublicConfig()
  const { hideNavigation } = useEmbed()
  return (
    <Box>
      {hideNavigation ? null : (
        <Box
          component="header"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Container size="lg">
            <Group justify="space-between">
              <Anchor component={Link} to="/" fw={700}>
                {brandName}
              </Anchor>
              <Group component="nav" aria-label="Main">
                <Anchor component={Link} to="/">
                  Home
                </Anchor>
                <Anchor component={Link} to="/assessment/start">
                  Assessment
                </Anchor>
                <Anchor component={Link} to="/auth">
                  Sign In
                </Anchor>
              </Group>
            </Group>
          </Container>
        </Box>
      )}
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  )
}

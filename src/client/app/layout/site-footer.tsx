import { Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { pages } from '@shared/routes'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useAuth } from '../../features/auth/auth-context'
import { openSupportChat } from '../../features/support-chat/chat-controls'
import { usePublicConfig } from '../../lib/config-context'
import { BrandLogo } from './brand-logo'

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="nav" aria-label={title}>
      <Text component="h2" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Text>
      {children}
    </Stack>
  )
}

export function SiteFooter() {
  const { brandName, supportEmail } = usePublicConfig()
  const { user } = useAuth()
  const accountPath = user ? pages.dashboard.href() : pages.auth.href()

  return (
    <Box
      component="footer"
      mt="xl"
      py="xl"
      bg="var(--pm-surface-muted)"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xl" verticalSpacing="xl">
          <Stack gap="sm">
            <BrandLogo brandName={brandName} />
            <Text size="sm" c="dimmed">
              Independent payment processor comparisons for small and medium businesses.
            </Text>
          </Stack>
          <Column title="Product">
            <a className="footer-link" href="/#how-it-works">
              How it works
            </a>
            <a className="footer-link" href="/#pricing">
              Pricing
            </a>
            <Link className="footer-link" to={pages.assessment.href({ id: 'start' })}>
              Free assessment
            </Link>
            <Link className="footer-link" to={pages.methodology.href()}>
              How we rank providers
            </Link>
          </Column>
          <Column title="Support">
            <Link className="footer-link" to={pages.blog.href()}>
              Help center
            </Link>
            <a className="footer-link" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            <button type="button" className="footer-link" onClick={openSupportChat}>
              Live chat
            </button>
          </Column>
          <Column title="Account">
            <Link className="footer-link" to={accountPath}>
              Dashboard
            </Link>
            <Link className="footer-link" to={pages['forgot-password'].href()}>
              Forgot password
            </Link>
            <Link className="footer-link" to={pages.activate.href()}>
              Activate account
            </Link>
          </Column>
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {brandName}. All rights reserved.
          </Text>
          <Group gap="md">
            <Link className="footer-link" to={pages.privacy.href()}>
              Privacy Policy
            </Link>
            <Link className="footer-link" to={pages.terms.href()}>
              Terms of Service
            </Link>
            <Link className="footer-link" to={pages['refund-policy'].href()}>
              Refund Policy
            </Link>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}

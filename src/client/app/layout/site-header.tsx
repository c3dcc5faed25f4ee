import { Box, Burger, Button, Container, Group } from '@mantine/core'
import { pages } from '@shared/routes'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useAuth } from '../../features/auth/auth-context'
import { useSignOut } from '../../features/auth/use-sign-out'
import { usePublicConfig } from '../../lib/config-context'
import { isAdminUser } from '../../lib/is-admin'
import { BrandLogo } from './brand-logo'
import { ColorSchemeToggle } from './color-scheme-toggle'

// The small-screen menu's code loads when it is first opened.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })))

export function SiteHeader({ hideNavigation = false }: { hideNavigation?: boolean }) {
  const { brandName } = usePublicConfig()
  const { user } = useAuth()
  const { signOut, pending } = useSignOut()
  const { pathname } = useLocation()
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const opened = openedOn === pathname
  const close = () => setOpenedOn(null)

  useEffect(() => {
    if (!opened) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenedOn(null)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [opened])

  return (
    <Box component="header" className="site-header">
      <Container size="lg" h={60}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <BrandLogo brandName={brandName} />
          {!hideNavigation && (
            <>
              <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm">
                <NavLink to={pages.home.href()} end className="nav-link">
                  Home
                </NavLink>
                <NavLink to={pages.assessment.href({ id: 'start' })} className="nav-link">
                  Assessment
                </NavLink>
                {user ? (
                  <NavLink to={pages.dashboard.href()} className="nav-link">
                    Dashboard
                  </NavLink>
                ) : (
                  <NavLink to={pages.auth.href()} className="nav-link">
                    Sign In
                  </NavLink>
                )}
              </Group>
              <Group gap="xs" wrap="nowrap">
                <ColorSchemeToggle />
                {user ? (
                  <Button variant="default" onClick={signOut} loading={pending} visibleFrom="sm">
                    Sign Out
                  </Button>
                ) : (
                  <Button component={Link} to={pages.assessment.href({ id: 'start' })} visibleFrom="sm">
                    Start Free Assessment
                  </Button>
                )}
                <Burger
                  opened={opened}
                  onClick={() => setOpenedOn(opened ? null : pathname)}
                  hiddenFrom="sm"
                  aria-label={opened ? 'Close menu' : 'Open menu'}
                  aria-expanded={opened}
                  aria-controls="mobile-menu"
                />
              </Group>
            </>
          )}
        </Group>
      </Container>
      {!hideNavigation && opened && (
        <Suspense fallback={null}>
          <MobileMenu
            signedIn={user !== null}
            isAdmin={isAdminUser(user)}
            onClose={close}
            onSignOut={() => {
              close()
              signOut()
            }}
          />
        </Suspense>
      )}
    </Box>
  )
}

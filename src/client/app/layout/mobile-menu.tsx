import { Box, Button, Container, Divider, Stack } from '@mantine/core'
import { pages } from '@shared/routes'
import { Link, NavLink } from 'react-router'

type Props = { signedIn: boolean; isAdmin: boolean; onClose: () => void; onSignOut: () => void }

/** The small-screen menu under the header, over a dark backdrop that closes it. */
export function MobileMenu({ signedIn, isAdmin, onClose, onSignOut }: Props) {
  return (
    <>
      <button
        type="button"
        className="mobile-menu-backdrop"
        aria-label="Close menu"
        tabIndex={-1}
        data-testid="mobile-menu-backdrop"
        onClick={onClose}
      />
      <Box id="mobile-menu" className="mobile-menu" hiddenFrom="sm">
        <Container size="lg" py="sm">
          <Stack component="nav" aria-label="Mobile" gap={2}>
            <NavLink to={pages.home.href()} end className="nav-link" onClick={onClose}>
              Home
            </NavLink>
            <NavLink to={pages.dashboard.href()} className="nav-link" onClick={onClose}>
              Dashboard
            </NavLink>
            {isAdmin && (
              <NavLink to={pages.admin.href()} className="nav-link" onClick={onClose}>
                Admin Panel
              </NavLink>
            )}
            {!signedIn && (
              <NavLink to={pages.auth.href()} className="nav-link" onClick={onClose}>
                Sign In
              </NavLink>
            )}
            <Divider my="xs" />
            <Button
              component={Link}
              to={pages.assessment.href({ id: 'start' })}
              size="md"
              fullWidth
              onClick={onClose}
            >
              Start Free Assessment
            </Button>
            {signedIn && (
              <Button variant="default" size="md" fullWidth mt="xs" onClick={onSignOut}>
                Sign Out
              </Button>
            )}
          </Stack>
        </Container>
      </Box>
    </>
  )
}

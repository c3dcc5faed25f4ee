import { Box, Button, Group } from '@mantine/core'
import { IconMenu2 } from '@tabler/icons-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'

// The drawer's code loads when it is first opened; it then stays, so it can close with its transition.
const SideNavDrawer = lazy(() => import('./side-nav-drawer').then((m) => ({ default: m.SideNavDrawer })))

type Props = {
  /** The navigation, shown beside the content from md up and in a drawer below. */
  nav: ReactNode
  /** The current entry's label, on the button that opens the drawer on a phone. */
  current: ReactNode
  menuTitle: string
  navWidth: number
  drawerSize: number
  menuOpen: boolean
  onOpenMenu: () => void
  onCloseMenu: () => void
  children: ReactNode
}

/** A console page: the sticky side navigation and the content, the navigation in a drawer on a phone. */
export function SideNavLayout({
  nav,
  current,
  menuTitle,
  navWidth,
  drawerSize,
  menuOpen,
  onOpenMenu,
  onCloseMenu,
  children,
}: Props) {
  const [drawerWanted, setDrawerWanted] = useState(menuOpen)
  if (menuOpen && !drawerWanted) setDrawerWanted(true)
  return (
    <>
      <Button
        hiddenFrom="md"
        variant="light"
        fullWidth
        justify="space-between"
        mb="md"
        rightSection={<IconMenu2 size={18} aria-hidden />}
        onClick={onOpenMenu}
        aria-haspopup="dialog"
      >
        {current}
      </Button>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box visibleFrom="md" w={navWidth} style={{ flexShrink: 0, position: 'sticky', top: 16 }}>
          {nav}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Group>
      {drawerWanted && (
        <Suspense fallback={null}>
          <SideNavDrawer opened={menuOpen} onClose={onCloseMenu} title={menuTitle} size={drawerSize}>
            {nav}
          </SideNavDrawer>
        </Suspense>
      )}
    </>
  )
}

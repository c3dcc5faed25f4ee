import { Button, Container, Group, Switch, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { User } from '@shared/auth/auth.schemas'
import { pages } from '@shared/routes'
import { IconLogout } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { SideNavLayout } from '../../components/side-nav-layout'
import { SideNav } from './components/side-nav'
import { NAV_ITEMS, type NavItem, resolveTab, type TabId } from './dashboard-tabs'
import { TabContent } from './tab-content'

type Props = { user: User; onSignOut: () => void; signingOut: boolean }

/** The dashboard frame (spec §2): top bar, side menu (a drawer on phones), the tab named in the URL. */
export function DashboardPage({ user, onSignOut, signingOut }: Props) {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const tab = resolveTab(params.get('tab'))
  const isAdmin = user.role === 'admin'
  const [adminView, setAdminView] = useState(isAdmin)
  const [menuOpen, menu] = useDisclosure(false)

  const select = (id: NavItem['id']) => {
    menu.close()
    if (id === 'admin') {
      navigate(pages.admin.href())
      return
    }
    // The report the tools read stays picked while the user moves between tabs.
    const report = params.get('report')
    setParams(report ? { tab: id, report } : { tab: id })
    window.scrollTo({ top: 0 })
  }
  const toggleAdminView = (on: boolean) => {
    setAdminView(on)
    setParams({ tab: 'reports' })
  }
  const nav = (
    <SideNav active={tab} tier={user.tier} role={isAdmin && adminView ? 'admin' : 'user'} onSelect={select} />
  )

  return (
    // At least a screen high, so the footer does not jump down when the open tab's data arrives.
    <Container size="xl" py={{ base: 'md', md: 'xl' }} mih="100vh">
      <Group justify="space-between" align="center" gap="sm" mb="lg" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 'h3', md: 'h2' }}>
              Dashboard
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
          </div>
        </Group>
        <Group gap="sm">
          {isAdmin && (
            <Switch
              checked={adminView}
              onChange={(e) => toggleAdminView(e.currentTarget.checked)}
              label={adminView ? 'Admin View' : 'User View'}
            />
          )}
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
      <SideNavLayout
        nav={nav}
        current={NAV_ITEMS.find((item) => item.id === tab)?.label}
        menuTitle="Dashboard menu"
        navWidth={270}
        drawerSize={300}
        menuOpen={menuOpen}
        onOpenMenu={menu.open}
        onCloseMenu={menu.close}
      >
        <TabContent tab={tab} user={user} onSelect={(id: TabId) => select(id)} />
      </SideNavLayout>
    </Container>
  )
}

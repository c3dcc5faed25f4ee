import { Button, Card, Container, Group, NavLink, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { User } from '@shared/auth/auth.schemas'
import { pages } from '@shared/routes'
import { IconArrowLeft, IconLock, IconNews } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import { SideNavLayout } from '../../components/side-nav-layout'
import { ADMIN_SECTIONS, resolveSection, type SectionId } from './admin-sections'
import { useAdminAssessments, useAdminProviders, useAdminReports, useAdminUsers } from './api/admin-queries'
import { ApiErrorCard } from './components/api-error-card'

type Props = { user: User; isAdmin: boolean }

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
          <Button component={Link} to={pages.dashboard.href()} variant="default">
            Go to Dashboard
          </Button>
        </Stack>
      </Card>
    </Container>
  )
}

/** The four loads whose failure shows the API Error card (spec: users, assessments, reports, providers). */
function useMainLoads() {
  const loads = [
    ['users', useAdminUsers()],
    ['assessments', useAdminAssessments()],
    ['reports', useAdminReports()],
    ['providers', useAdminProviders()],
  ] as const
  return loads.filter(([, query]) => query.isError).map(([name]) => name)
}

function SideMenu({ active, onSelect }: { active: SectionId; onSelect: (id: SectionId) => void }) {
  return (
    <Stack gap={2}>
      <Stack component="nav" aria-label="Admin sections" gap={2}>
        {ADMIN_SECTIONS.map(({ id, label, icon: Icon }) => (
          <NavLink
            key={id}
            component="button"
            type="button"
            label={label}
            leftSection={<Icon size={18} aria-hidden />}
            active={id === active}
            aria-current={id === active ? 'page' : undefined}
            onClick={() => onSelect(id)}
            styles={{ root: { borderRadius: 8 } }}
          />
        ))}
      </Stack>
      <NavLink
        component={Link}
        to={pages['blog-admin'].href()}
        label="Blog V2"
        leftSection={<IconNews size={18} aria-hidden />}
        styles={{ root: { borderRadius: 8 } }}
        mt="sm"
      />
    </Stack>
  )
}

function AdminConsole({ user }: { user: User }) {
  const [params, setParams] = useSearchParams()
  const section = resolveSection(params.get('section'))
  const [menuOpen, menu] = useDisclosure(false)
  const failed = useMainLoads()
  const select = (id: SectionId) => {
    menu.close()
    setParams({ section: id })
    window.scrollTo({ top: 0 })
  }
  const { Component } = section
  const nav = <SideMenu active={section.id} onSelect={select} />

  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 'h3', md: 'h2' }}>
            Admin Console
          </Title>
          <Text size="sm" c="dimmed" truncate>
            Signed in as {user.email}
          </Text>
        </div>
        <Button
          component={Link}
          to={pages.dashboard.href()}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Dashboard
        </Button>
      </Group>
      <SideNavLayout
        nav={nav}
        current={section.label}
        menuTitle="Admin menu"
        navWidth={230}
        drawerSize={290}
        menuOpen={menuOpen}
        onOpenMenu={menu.open}
        onCloseMenu={menu.close}
      >
        {failed.length > 0 && <ApiErrorCard failed={failed} />}
        <Component key={section.id} />
      </SideNavLayout>
    </Container>
  )
}

export function AdminPage({ user, isAdmin }: Props) {
  if (!isAdmin) return <AccessDenied user={user} />
  return <AdminConsole user={user} />
}

import {
  Badge,
  Button,
  Group,
  Popover,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { AdminUser } from '@shared/admin/admin-users.schemas'
import { formatDate } from '@shared/format-date'
import { IconFilter, IconSearch, IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { QueryState } from '../../../components/query-state'
import { useAdminUsers } from '../api/admin-queries'
import { AdminTable } from '../components/admin-table'
import { SectionHeading } from '../components/section-heading'
import { InviteUserDialog } from './invite-user-dialog'
import { UserActions } from './user-actions'
import { tierOptions } from './user-options'

type RoleFilter = 'all' | 'admin' | 'user'
type StatusFilter = 'all' | AdminUser['status']

const filterUsers = (
  users: AdminUser[],
  search: string,
  role: RoleFilter,
  status: StatusFilter,
  tier: string,
) => {
  const q = search.trim().toLowerCase()
  return users.filter(
    (u) =>
      (!q || u.email.toLowerCase().includes(q) || u.username.toLowerCase().includes(q)) &&
      (role === 'all' || u.role === role) &&
      (status === 'all' || u.status === status) &&
      (tier === 'all' || u.tier === tier),
  )
}

const statusColor = { active: 'teal.9', pending: 'indigo.9', deactivated: 'red.9' } as const

/** Users: search, role filter, extra filters, invite, and each user's actions. */
export function UsersSection() {
  const users = useAdminUsers()
  const [search, setSearch] = useState('')
  const [role, setRole] = useState<RoleFilter>('all')
  const [status, setStatus] = useState<StatusFilter>('all')
  const [tier, setTier] = useState('all')
  const [inviting, invite] = useDisclosure(false)
  if (!users.data) return <QueryState error={users.error} onRetry={() => users.refetch()} />
  const shown = filterUsers(users.data, search, role, status, tier)
  const extraFilters = (status !== 'all' ? 1 : 0) + (tier !== 'all' ? 1 : 0)

  return (
    <Stack gap="md">
      <SectionHeading title="Users" description="Every account, its role, plan and status.">
        <Popover position="bottom-end" withArrow shadow="md">
          <Popover.Target>
            <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />}>
              Filter{extraFilters > 0 ? ` (${extraFilters})` : ''}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="sm" w={220}>
              <Select
                label="Status"
                value={status}
                onChange={(v) => setStatus((v as StatusFilter) ?? 'all')}
                data={[
                  { value: 'all', label: 'All statuses' },
                  { value: 'active', label: 'Active' },
                  { value: 'pending', label: 'Pending' },
                  { value: 'deactivated', label: 'Deactivated' },
                ]}
                comboboxProps={{ withinPortal: false }}
              />
              <Select
                label="Tier"
                value={tier}
                onChange={(v) => setTier(v ?? 'all')}
                data={[{ value: 'all', label: 'All tiers' }, ...tierOptions]}
                comboboxProps={{ withinPortal: false }}
              />
              <Button
                variant="subtle"
                size="xs"
                onClick={() => {
                  setStatus('all')
                  setTier('all')
                }}
              >
                Clear filters
              </Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={invite.open}>
          Add User
        </Button>
      </SectionHeading>
      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder="Search by email or username"
          aria-label="Search users by email or username"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <SegmentedControl
          aria-label="Role"
          value={role}
          onChange={(v) => setRole(v as RoleFilter)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'admin', label: 'Admin' },
            { value: 'user', label: 'User' },
          ]}
        />
      </Group>
      <AdminTable
        label="Users"
        minWidth={760}
        columns={['User', 'Role', 'Joined', 'Payment customer', 'Status', 'Actions']}
        empty={shown.length === 0 && 'No users match.'}
      >
        {shown.map((u) => (
          <Table.Tr key={u.id}>
            <Table.Td>
              <Text fw={600} size="sm">
                {u.username}
              </Text>
              <Text size="xs" c="dimmed">
                {u.email}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Badge variant="filled" color={u.role === 'admin' ? 'grape.9' : 'gray.7'}>
                {u.role === 'admin' ? 'Admin' : 'User'}
              </Badge>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(u.createdAt)}</Table.Td>
            <Table.Td>{u.paymentCustomer}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Badge variant="filled" color={statusColor[u.status]}>
                {u.status.charAt(0).toUpperCase() + u.status.slice(1)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <UserActions user={u} />
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <InviteUserDialog opened={inviting} onClose={invite.close} />
    </Stack>
  )
}

import { Badge, NavLink, Stack } from '@mantine/core'
import type { User } from '@shared/auth/auth.schemas'
import { mayOpenTab } from '@shared/auth/entitlements'
import {
  IconAdjustments,
  IconBellRinging,
  IconCalculator,
  IconFileAnalytics,
  IconHistory,
  IconLayoutDashboard,
  IconMessages,
  IconPlugConnected,
  IconRoute,
  IconSettings,
  IconShieldCheck,
  IconStars,
  IconUsers,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { type NavItem, navItemsFor, type TabId } from '../dashboard-tabs'

const icons: Record<NavItem['id'], ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  reports: IconFileAnalytics,
  recommendations: IconStars,
  assessments: IconHistory,
  'cost-analysis': IconCalculator,
  implementation: IconRoute,
  negotiation: IconMessages,
  optimization: IconAdjustments,
  alerts: IconBellRinging,
  consultation: IconUsers,
  compliance: IconShieldCheck,
  integration: IconPlugConnected,
  settings: IconSettings,
  admin: IconLayoutDashboard,
}

type Props = {
  active: TabId
  tier: User['tier']
  /** 'admin' only for the administrator with admin view on (spec §2). */
  role: 'user' | 'admin'
  onSelect: (id: NavItem['id']) => void
}

/** The dashboard's side menu: locked entries are marked PRO and cannot be chosen (spec §6). */
export function SideNav({ active, tier, role, onSelect }: Props) {
  return (
    <Stack component="nav" aria-label="Dashboard" gap={2}>
      {navItemsFor(role).map((item) => {
        const Icon = icons[item.id]
        const locked = !mayOpenTab(item.access, tier)
        return (
          <NavLink
            key={item.id}
            component="button"
            type="button"
            label={item.label}
            leftSection={<Icon size={18} aria-hidden />}
            rightSection={
              locked ? (
                <Badge size="xs" variant="light" color="gray">
                  PRO
                </Badge>
              ) : null
            }
            active={item.id === active}
            aria-current={item.id === active ? 'page' : undefined}
            disabled={locked}
            aria-disabled={locked || undefined}
            onClick={() => {
              if (!locked) onSelect(item.id)
            }}
            styles={{ root: { borderRadius: 8 } }}
          />
        )
      })}
    </Stack>
  )
}

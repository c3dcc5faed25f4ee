import {
  IconBuildingBank,
  IconChartBar,
  IconDatabase,
  IconFileText,
  IconLayoutDashboard,
  IconLifebuoy,
  IconMail,
  IconPresentation,
  IconRobot,
  IconShieldCheck,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { AssessmentsSection } from './assessments/assessments-section'
import { AuditSection } from './audit/audit-section'
import { CacheSection } from './cache/cache-section'
import { DashboardSection } from './dashboard/dashboard-section'
import { EmailTemplatesSection } from './email-templates/email-templates-section'
import { PitchDeckSection } from './pitch-deck/pitch-deck-section'
import { PromoCodesSection } from './promo-codes/promo-codes-section'
import { ProvidersSection } from './providers/providers-section'
import { ReportsSection } from './reports/reports-section'
import { SeoAiSection } from './seo-ai/seo-ai-section'
import { SupportSection } from './support/support-section'
import { UsersSection } from './users/users-section'

const SECTION_IDS = [
  'dashboard',
  'users',
  'assessments',
  'reports',
  'providers',
  'promo-codes',
  'pitch-deck',
  'email-templates',
  'seo-ai',
  'cache',
  'support',
  'audit',
] as const
export type SectionId = (typeof SECTION_IDS)[number]

export type AdminSection = {
  id: SectionId
  label: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  Component: ComponentType
}

/** The console's sections in the sidebar's order; `?section=<id>` names one. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'dashboard', label: 'Dashboard', icon: IconLayoutDashboard, Component: DashboardSection },
  { id: 'users', label: 'Users', icon: IconUsers, Component: UsersSection },
  { id: 'assessments', label: 'Assessments', icon: IconChartBar, Component: AssessmentsSection },
  { id: 'reports', label: 'Reports', icon: IconFileText, Component: ReportsSection },
  { id: 'providers', label: 'Providers', icon: IconBuildingBank, Component: ProvidersSection },
  { id: 'promo-codes', label: 'Promo Codes', icon: IconTicket, Component: PromoCodesSection },
  { id: 'pitch-deck', label: 'Pitch Deck', icon: IconPresentation, Component: PitchDeckSection },
  {
    id: 'email-templates',
    label: 'Email Templates',
    icon: IconMail,
    Component: EmailTemplatesSection,
  },
  { id: 'seo-ai', label: 'SEO AI Assistant', icon: IconRobot, Component: SeoAiSection },
  { id: 'cache', label: 'Cache', icon: IconDatabase, Component: CacheSection },
  { id: 'support', label: 'Support', icon: IconLifebuoy, Component: SupportSection },
  { id: 'audit', label: 'Audit Log', icon: IconShieldCheck, Component: AuditSection },
]

/** An unknown or missing `?section=` falls back to the dashboard. */
export const resolveSection = (param: string | null): AdminSection =>
  ADMIN_SECTIONS.find((s) => s.id === param) ?? (ADMIN_SECTIONS[0] as AdminSection)

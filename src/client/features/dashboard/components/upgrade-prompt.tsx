import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { RATE_ALERTS_UPGRADE } from '@shared/auth/entitlements'
import { pages } from '@shared/routes'
import { IconLock } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useUserAssessments } from '../api/user-assessments'
import type { TabId } from '../dashboard-tabs'

const prompts: Partial<Record<TabId, { title: string; button: string; text: string }>> = {
  'cost-analysis': {
    title: 'Cost Analysis Tools',
    button: 'Upgrade to Access Tools',
    text: 'Live calculator, hidden fees, savings projections, ROI and break-even from your own numbers.',
  },
  negotiation: {
    title: 'Negotiation Toolkit',
    button: 'Upgrade to Access Toolkit',
    text: 'Email scripts filled with your figures, market rates, timing, contract red flags and leverage points.',
  },
  optimization: {
    title: 'Current Provider Optimization',
    button: 'Upgrade to Access Optimization',
    text: 'What to change with your current provider: opportunities, volume tiers and an action checklist.',
  },
  alerts: {
    title: 'Rate Monitoring & Alerts',
    button: RATE_ALERTS_UPGRADE,
    text: 'Alerts when processor rates change, market trends and your rate history.',
  },
}

const fallback = {
  title: 'Part of the full report',
  button: 'Upgrade to Access',
  text: 'This part of the dashboard comes with a full report.',
}

/**
 * What a free user sees on a paid tab (spec §2, §6). The button buys the full report for their latest
 * assessment, or starts the free assessment when they have none.
 */
export function UpgradePrompt({ tab }: { tab: TabId }) {
  const prompt = prompts[tab] ?? fallback
  const assessments = useUserAssessments()
  const latest = assessments.data?.[0]
  const to = latest ? pages.checkout.href({ id: latest.id }) : pages.assessment.href({ id: 'start' })
  return (
    <Card withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="md" maw={520} mx="auto">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {prompt.title}
        </Title>
        <Text c="dimmed">{prompt.text}</Text>
        <Button component={Link} to={to} size="md" loading={assessments.isPending}>
          {prompt.button}
        </Button>
        <Text size="sm" c="dimmed">
          {latest ? 'Buy the full report for your latest assessment.' : 'Start with the free assessment.'}
        </Text>
      </Stack>
    </Card>
  )
}

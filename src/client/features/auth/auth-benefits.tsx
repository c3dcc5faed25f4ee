import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { providerCountOf, providersText } from '@shared/catalogue/claims'
import type { LandingFigures } from '@shared/catalogue/landing-figures.schemas'
import { IconChartBar, IconCheck, IconPigMoney, IconRoute, IconTargetArrow } from '@tabler/icons-react'
import { useLandingFigures } from '../../lib/api/landing-figures'

/** The count is the active catalogue's, from the same server figures as the landing page (ADR 037). */
export const authBenefits = (figures: LandingFigures | undefined) => [
  {
    icon: IconChartBar,
    title: figures
      ? `Analysis of ${providersText(providerCountOf(figures))}`
      : 'Analysis of every provider we track',
    text: 'Fees, features and contract terms side by side.',
  },
  {
    icon: IconTargetArrow,
    title: 'Personalised recommendations',
    text: 'Ranked by your volume, industry and priorities.',
  },
  {
    icon: IconPigMoney,
    title: 'Saved processing fees',
    text: 'See what switching could save you each month.',
  },
  { icon: IconRoute, title: 'Implementation guides', text: 'Step-by-step help to move processors safely.' },
]

/** The side panel of /auth: what an account gives you. */
export function AuthBenefits() {
  const benefits = authBenefits(useLandingFigures().data)
  return (
    <Box className="hero" p={{ base: 'lg', md: 'xl' }} style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Stack gap="lg">
        <div>
          <Title order={2} c="white" fz={{ base: 'h3', md: 'h2' }}>
            Your payment processing command centre
          </Title>
          <Text c="rgba(255,255,255,0.85)" mt="xs">
            Everything you need to pay less for every card payment.
          </Text>
        </div>
        <List spacing="md" center={false} icon={null} listStyleType="none" p={0}>
          {benefits.map(({ icon: Icon, title, text }) => (
            <List.Item key={title} pl={0}>
              <Box style={{ display: 'flex', gap: 12 }}>
                <ThemeIcon size={36} radius="md" color="rgba(255,255,255,0.14)" aria-hidden>
                  <Icon size={20} color="#fff" />
                </ThemeIcon>
                <div>
                  <Text fw={700} c="white">
                    {title}
                  </Text>
                  <Text size="sm" c="rgba(255,255,255,0.85)">
                    {text}
                  </Text>
                </div>
              </Box>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="rgba(255,255,255,0.85)" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <IconCheck size={16} aria-hidden /> Free to join. No card required.
        </Text>
      </Stack>
    </Box>
  )
}

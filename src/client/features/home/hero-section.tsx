import { Button, Container, Group, Stack, Text } from '@mantine/core'
import { providerCountOf, typicalShopOf } from '@shared/catalogue/claims'
import type { LandingFigures } from '@shared/catalogue/landing-figures.schemas'
import { IconArrowRight } from '@tabler/icons-react'
import { useLandingFigures } from '../../lib/api/landing-figures'
import classes from './home.module.css'
import { ProviderLogoRow } from './provider-logo'

type Claim = { value: string; label: string; id: string }

/**
 * At a glance, each figure from the server's landing figures (ADR 037): the active providers the engine
 * compares, and the cost gap of the cost table's typical shop. Without figures those two are left out.
 */
export function heroClaims(figures: LandingFigures | undefined): Claim[] {
  const shop = figures && typicalShopOf(figures)
  return [
    ...(figures
      ? [{ id: 'providers', value: String(providerCountOf(figures)), label: 'providers analysed' }]
      : []),
    ...(shop && shop.spreadPercent > 0
      ? [
          {
            id: 'spread',
            value: `${shop.spreadPercent}%`,
            label: 'cost gap, cheapest to dearest provider, for a typical shop',
          },
        ]
      : []),
    { id: 'free', value: 'Free', label: 'your top match, its score and monthly cost' },
    { id: 'time', value: '5-10 min', label: 'to complete' },
  ]
}

type Props = { brandName: string; onStart: () => void }

export function HeroSection({ brandName, onStart }: Props) {
  const figures = useLandingFigures().data
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <Stack gap="lg">
          <h1 id="hero-title" className={classes.heroTitle}>
            Find Your Perfect Payment Processor
          </h1>
          <Text className={classes.heroLead}>
            Answer a few questions about your business and we estimate what each card processor would really
            cost you, from published fee schedules. You get an independent recommendation, free.
          </Text>
          <Group gap="sm">
            <Button
              size="lg"
              color="teal.9"
              onClick={onStart}
              rightSection={<IconArrowRight size={20} aria-hidden="true" />}
            >
              Start Free Assessment
            </Button>
            <Button component="a" href="#how-it-works" size="lg" variant="white" color="brand.9">
              How it works
            </Button>
          </Group>
          <ul className={classes.claims} aria-label="At a glance">
            {heroClaims(figures).map((c) => (
              <li key={c.id} data-claim={c.id}>
                <span className={classes.claimValue}>{c.value}</span>
                <span className={classes.claimLabel}>{c.label}</span>
              </li>
            ))}
          </ul>
        </Stack>
        <div className={classes.logoBand}>
          <Text size="sm" fw={600} mb="sm" c="rgba(255,255,255,0.9)">
            Processors and merchant services we compare
          </Text>
          <ProviderLogoRow brandName={brandName} figures={figures} />
        </div>
      </Container>
    </section>
  )
}

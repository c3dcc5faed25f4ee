import { Button, Container, Group, Stack, Text } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import classes from './home.module.css'
import { ProviderLogoRow } from './provider-logo'

const CLAIMS = [
  { value: '20+', label: 'providers analysed' },
  { value: 'Up to 40%', label: 'lower processing costs' },
  { value: '$200+', label: 'value of the free report' },
  { value: '5-10 min', label: 'to complete' },
]

type Props = { brandName: string; onStart: () => void }

export function HeroSection({ brandName, onStart }: Props) {
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
            {CLAIMS.map((c) => (
              <li key={c.label}>
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
          <ProviderLogoRow brandName={brandName} />
        </div>
      </Container>
    </section>
  )
}

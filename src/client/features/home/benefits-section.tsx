import { Container, List, Text, ThemeIcon, Title } from '@mantine/core'
import { typicalShopOf } from '@shared/catalogue/claims'
import type { LandingFigures } from '@shared/catalogue/landing-figures.schemas'
import { IconCheck } from '@tabler/icons-react'
import { useLandingFigures } from '../../lib/api/landing-figures'
import classes from './home.module.css'

/** The savings line quotes the cost table's typical shop, from the server's figures (ADR 037). */
const lowerFees = (figures: LandingFigures | undefined) => {
  const shop = figures && typicalShopOf(figures)
  return shop && shop.spreadPercent > 0
    ? `Lower fees: for the typical shop above, the cheapest provider costs ${shop.spreadPercent}% less than the dearest; the right plan matters.`
    : 'Lower fees: what each provider would cost you, side by side, as the cost examples above show.'
}

const OTHER_BENEFITS = [
  'Less time: one 5-10 minute questionnaire instead of collecting quotes from every processor.',
  'Fewer surprises: the fees that hide in contracts and statements are counted, not left out.',
  'Confidence: figures from published rate cards and interchange tables, each with its source and date.',
]

export function BenefitsSection({ brandName }: { brandName: string }) {
  const benefits = [lowerFees(useLandingFigures().data), ...OTHER_BENEFITS]
  return (
    <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="benefits-title">
      <Container size="lg">
        <div className={classes.split}>
          <div>
            <Title order={2} id="benefits-title">
              Why businesses use {brandName}
            </Title>
            <List
              mt="lg"
              spacing="md"
              icon={
                <ThemeIcon size={24} radius="xl" color="teal.9" aria-hidden="true">
                  <IconCheck size={16} />
                </ThemeIcon>
              }
            >
              {benefits.map((b) => (
                <List.Item key={b}>{b}</List.Item>
              ))}
            </List>
          </div>
          <div>
            <div className={classes.independence}>
              <Title order={3} size="h4">
                Independent by design
              </Title>
              <Text mt="xs">
                {brandName} is paid by the businesses that buy our reports, never by payment processors. No
                provider can pay for placement, and we take no referral commissions. Rankings come from the
                same published numbers for every provider.
              </Text>
              <Text mt="xs">
                Where a provider publishes no rate card we say so, and model it on typical terms rather than
                guess in its favour.
              </Text>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}

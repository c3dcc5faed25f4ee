import { Anchor, Badge, Container, Group, Text, Title } from '@mantine/core'
import { formatAsOf } from '@shared/catalogue/landing-figures'
import { useLandingFigures } from '../../lib/api/landing-figures'
import classes from './home.module.css'

export function ProvidersSection() {
  const listings = useLandingFigures().data?.providers ?? []
  const published = listings.filter((p) => !p.isEstimate).length
  return (
    <section className={classes.section} aria-labelledby="providers-title">
      <Container size="lg">
        <Title order={2} id="providers-title">
          The {listings.length} providers we analyse
        </Title>
        <Text mt="sm" c="dimmed" maw={760}>
          {published} publish their rates and are priced from their own rate cards. The banks and resellers
          that quote privately are modelled on typical terms and labelled as estimates. Headline rates below;
          each name links to its source.
        </Text>
        <ul className={classes.providerGrid} style={{ marginTop: 24 }}>
          {listings.map((p) => (
            <li key={p.id} className={classes.providerItem}>
              <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                <Anchor href={p.sourceUrl} rel="noopener nofollow" target="_blank" fw={700} c="dimmed">
                  {p.name}
                </Anchor>
                <Badge
                  variant="light"
                  color={p.isEstimate ? 'gray' : 'brand'}
                  radius="sm"
                  style={{ flex: 'none' }}
                >
                  {p.model}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" mt={4}>
                {p.headline}
              </Text>
              {p.isEstimate ? null : (
                <Text size="xs" c="dimmed">
                  Rates as of {formatAsOf(p.asOf)}
                </Text>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

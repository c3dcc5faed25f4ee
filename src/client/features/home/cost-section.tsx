import { Anchor, Container, List, Tabs, Text, Title } from '@mantine/core'
import { formatAsOf } from '@shared/catalogue/landing-figures'
import type { Scenario } from '@shared/catalogue/landing-figures.schemas'
import { formatPercentFixed, formatUsdWhole } from '@shared/format'
import { pages } from '@shared/routes'
import { Link } from 'react-router'
import { useLandingFigures } from '../../lib/api/landing-figures'
import { useEmbed } from '../../lib/embed-context'
import classes from './home.module.css'

function ScenarioTable({ scenario }: { scenario: Scenario }) {
  const best = scenario.rows[0]
  const flat = scenario.rows.find((r) => r.model === 'Flat rate')
  const other = scenario.rows.find((r) => r.model !== 'Flat rate')
  const yearly = flat && other ? (flat.monthlyCents - other.monthlyCents) * 12 : 0
  return (
    <>
      <Text fw={600}>{scenario.summary}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {scenario.channelNote}
      </Text>
      <div className={classes.tableWrap}>
        <table className={classes.costTable} aria-label={`Estimated monthly cost: ${scenario.label}`}>
          <thead>
            <tr>
              <th scope="col">Provider</th>
              <th scope="col" className={classes.hideSmall}>
                Pricing
              </th>
              <th scope="col" className={classes.num}>
                Per month
              </th>
              <th scope="col" className={classes.num}>
                Effective rate
              </th>
              <th scope="col" className={classes.hideSmall}>
                Rates as of
              </th>
            </tr>
          </thead>
          <tbody>
            {scenario.rows.map((r) => (
              <tr key={r.id} data-best={r === best || undefined}>
                <th scope="row" style={{ fontWeight: 600 }}>
                  <Anchor
                    href={r.sourceUrl}
                    rel="noopener nofollow"
                    target="_blank"
                    c="inherit"
                    underline="always"
                  >
                    {r.name}
                  </Anchor>
                </th>
                <td className={classes.hideSmall}>{r.model}</td>
                <td className={classes.num}>{formatUsdWhole(r.monthlyCents)}</td>
                <td className={classes.num}>{formatPercentFixed(r.effectiveRate)}</td>
                <td className={classes.hideSmall}>{formatAsOf(r.asOf)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <List size="sm" mt="md" spacing={6} c="dimmed">
        {flat && other && yearly > 0 ? (
          <List.Item>
            {other.name} ({other.model.toLowerCase()}) costs {formatUsdWhole(yearly)} a year less than{' '}
            {flat.name} (flat rate) for this business.
          </List.Item>
        ) : null}
        <List.Item>
          Across the {scenario.providerCount} providers that can take this business, the cheapest (
          {scenario.cheapest.name}, {formatUsdWhole(scenario.cheapest.monthlyCents)}) costs{' '}
          {scenario.spreadPercent}% less than the most expensive ({scenario.dearest.name},{' '}
          {formatUsdWhole(scenario.dearest.monthlyCents)}).
        </List.Item>
      </List>
    </>
  )
}

export function CostSection() {
  const { pathFor } = useEmbed()
  const scenarios = useLandingFigures().data?.scenarios ?? []
  return (
    <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="cost-title">
      <Container size="lg">
        <div className={classes.split} data-narrow-first>
          <div>
            <Title order={2} id="cost-title">
              What accepting cards really costs
            </Title>
            <Text mt="sm" c="dimmed">
              Published flat rates cluster around 2.6-2.9% plus a fixed fee per sale. Interchange-plus and
              subscription pricing pass the card networks' costs through at cost and add a small margin, which
              often works out cheaper once you sell a few thousand dollars a month.
            </Text>
            <Text mt="sm" c="dimmed">
              US merchants paid $160.7 billion in card fees on $10.6 trillion of purchases in 2022 (Nilson
              Report): the rate you pay matters.
            </Text>
          </div>
          <div>
            <Tabs defaultValue={scenarios[0]?.id ?? null} keepMounted={false}>
              <Tabs.List mb="md">
                {scenarios.map((s) => (
                  <Tabs.Tab key={s.id} value={s.id}>
                    {s.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {scenarios.map((s) => (
                <Tabs.Panel key={s.id} value={s.id}>
                  <ScenarioTable scenario={s} />
                </Tabs.Panel>
              ))}
            </Tabs>
            <Text size="xs" c="dimmed" mt="md">
              Estimates from our pricing engine: each provider's published rates (linked, with the date they
              were read), US interchange and card-network fees for a typical card mix, and monthly fees.
              Actual costs depend on your cards and contract.{' '}
              <Anchor component={Link} to={pathFor(pages.methodology.href())} underline="always">
                How we calculate
              </Anchor>
            </Text>
          </div>
        </div>
      </Container>
    </section>
  )
}

import { Anchor, Badge, Container, List, Stack, Table, Text, Title } from '@mantine/core'
import { DEFAULT_BRAND_NAME } from '@shared/catalogue/logo-names'
import { INDUSTRIES, INDUSTRY_LABELS } from '@shared/catalogue/taxonomy'
import { formatRate, formatUsd } from '@shared/format'
import { CARD_CATEGORIES, CARD_MIX_BY_INDUSTRY, INTERCHANGE } from '@shared/pricing/card-mix'
import { CHANNEL_SPLIT_BY_INDUSTRY } from '@shared/pricing/channel'
import { BATCHES_PER_MONTH, SETUP_AMORTISATION_MONTHS } from '@shared/pricing/fee-defaults'
import { methodologyFactors } from '@shared/pricing/methodology'
import { BASELINE_PERCENTILE, PRIORITY_RANK_WEIGHTS } from '@shared/pricing/parameters'
import { ScrollingTable } from '../../components/scrolling-table'
import { AdviceSections } from './advice-sections'
import { useProviderSources } from './api/provider-sources'
import { FiguresSection } from './figures-section'
import { StaleFees } from './stale-fees'

const pct = (bps: number) => `${bps / 100}%`
const MODEL_LABELS = {
  flat: 'Flat rate',
  interchange_plus: 'Interchange-plus',
  subscription: 'Subscription',
  tiered: 'Tiered',
  quote: 'Quote only',
} as const

/** Public page explaining how estimates, match scores, reasons and savings are computed. */
export function MethodologyPage({ brandName = DEFAULT_BRAND_NAME }: { brandName?: string }) {
  // Every active provider as the server lists it now (server-rendered with the page).
  const providers = useProviderSources().data ?? []
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{`How ${brandName} compares payment processors`}</Title>
        <Text>
          We estimate what each processor would cost your business every month, score how well it fits what
          you asked for, and explain the result in plain words. The same numbers drive the cost, the score and
          the reasons, so they never disagree.
        </Text>

        <Title order={2}>Independence</Title>
        <Text>
          We are paid by the businesses that buy our reports, never by payment processors. No provider can pay
          for placement, and no provider earns a better score by working with us.
        </Text>

        <Title order={2}>What we compute</Title>
        <List>
          <List.Item>
            Flat-rate providers: monthly cost = card volume × percentage fee + number of transactions × fixed
            fee + monthly fee, worked out to the cent for each way you take payments (in person, online,
            keyed).
          </List.Item>
          <List.Item>
            Interchange-plus, subscription and tiered providers: the interchange your customers' cards carry
            (estimated from a typical card mix), card-network fees, then the provider's own margin or plan
            fee.
          </List.Item>
          <List.Item>
            Extras: setup fees spread over {SETUP_AMORTISATION_MONTHS} months, PCI, statement and gateway
            fees, batch fees ({BATCHES_PER_MONTH} batches a month per location) and any top-up to a monthly
            minimum.
          </List.Item>
          <List.Item>
            Providers without a public rate card are modelled on typical bank and ISO terms and marked as
            estimates: ask them for a written quote.
          </List.Item>
        </List>

        <Title order={2}>How you take payments</Title>
        <ScrollingTable label="Channel split by industry" minWidth={520}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Industry</Table.Th>
                <Table.Th>In person</Table.Th>
                <Table.Th>Online</Table.Th>
                <Table.Th>Keyed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {INDUSTRIES.map((industry) => {
                const split = CHANNEL_SPLIT_BY_INDUSTRY[industry]
                return (
                  <Table.Tr key={industry}>
                    <Table.Td>{INDUSTRY_LABELS[industry]}</Table.Td>
                    <Table.Td>{pct(split.cardPresent)}</Table.Td>
                    <Table.Td>{pct(split.online)}</Table.Td>
                    <Table.Td>{pct(split.keyed)}</Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </ScrollingTable>

        <Title order={2}>The cards your customers use</Title>
        <Text>
          Interchange depends on the card. We assume this share of card volume by industry; tickets of $150 or
          more shift a third of debit to premium and business cards, tickets under $15 shift half of premium
          cards to debit. Card-network fees of about 0.14–0.15% plus 2¢ are added (Amex 0.15%, +0.30% online).
        </Text>
        <ScrollingTable label="Card mix and interchange" minWidth={520}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Card type</Table.Th>
                <Table.Th>In person</Table.Th>
                <Table.Th>Online</Table.Th>
                {INDUSTRIES.map((i) => (
                  <Table.Th key={i}>{INDUSTRY_LABELS[i]}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CARD_CATEGORIES.map((category) => (
                <Table.Tr key={category}>
                  <Table.Td>{INTERCHANGE[category].label}</Table.Td>
                  <Table.Td>{formatRate(INTERCHANGE[category].cardPresent)}</Table.Td>
                  <Table.Td>{formatRate(INTERCHANGE[category].cardNotPresent)}</Table.Td>
                  {INDUSTRIES.map((i) => (
                    <Table.Td key={i}>{pct(CARD_MIX_BY_INDUSTRY[i][category])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>

        <AdviceSections />

        <Title order={2}>The match score</Title>
        <Text>
          Each factor is scored from 0 to 1, multiplied by its weight and added up to a score out of 100.
          Ranked priorities weigh {PRIORITY_RANK_WEIGHTS.join(', ')} from first to sixth. Ties go to the
          cheaper option, then to a published price over an estimate.
        </Text>
        <ScrollingTable label="Match score factors" minWidth={520}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Factor</Table.Th>
                <Table.Th>Weight</Table.Th>
                <Table.Th>What it measures</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {methodologyFactors().map((f) => (
                <Table.Tr key={f.key}>
                  <Table.Td>{f.label}</Table.Td>
                  <Table.Td>{`${Math.round(f.weight * 100)}%`}</Table.Td>
                  <Table.Td>{f.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>

        <Title order={2}>Reasons and savings</Title>
        <Text>
          Each recommendation lists two to five reasons written from the same figures: its estimated monthly
          cost and how far it is from the cheapest option, how it serves your top priorities, how its pricing
          works for your sales, and any contract, integration or volume concern. Only the truly cheapest
          option is called the lowest cost.
        </Text>
        <Text>
          Potential annual savings = (current monthly cost − recommended monthly cost) × 12, never below zero,
          and zero when the advice is to stay. The current cost is what you told us you paid last month;
          otherwise the estimate for your current provider. Without either, the recommendation page, its email
          and the assessment claim no saving ("Not estimated"); the paid report and the dashboard's summary
          card compare with the provider at the {BASELINE_PERCENTILE * 100}th-percentile position of the list
          sorted from most to least expensive, label it "vs. higher-cost providers" and say why.
        </Text>

        <FiguresSection />

        <Title order={2}>Providers and sources</Title>
        <StaleFees />
        <ScrollingTable label="Providers and sources" minWidth={520}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Pricing</Table.Th>
                <Table.Th>In person</Table.Th>
                <Table.Th>Online</Table.Th>
                <Table.Th>Monthly fee</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {providers.map((p) => {
                const plus = p.rateBasis === 'markup_over_interchange' ? 'interchange + ' : ''
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      {p.name} {p.isEstimate ? <Badge variant="light">estimate</Badge> : null}
                    </Table.Td>
                    <Table.Td>{MODEL_LABELS[p.pricingModel]}</Table.Td>
                    <Table.Td>
                      {p.cardPresent ? `${plus}${formatRate(p.cardPresent)}` : 'not offered'}
                    </Table.Td>
                    <Table.Td>{`${plus}${formatRate(p.cardNotPresent)}`}</Table.Td>
                    <Table.Td>{formatUsd(p.monthlyFeeCents)}</Table.Td>
                    <Table.Td>
                      <Anchor href={p.sourceUrl} target="_blank" rel="noopener noreferrer">
                        {new URL(p.sourceUrl).hostname}
                      </Anchor>{' '}
                      (as of {p.asOf})
                      {p.figureSources.map((s) => (
                        <Text key={`${s.group}-${s.url}`} size="xs" c="dimmed">
                          {s.group}:{' '}
                          <Anchor href={s.url} target="_blank" rel="noopener noreferrer" size="xs">
                            {new URL(s.url).hostname}
                          </Anchor>{' '}
                          ({s.asOf}){s.note ? ` — ${s.note}` : ''}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      </Stack>
    </Container>
  )
}

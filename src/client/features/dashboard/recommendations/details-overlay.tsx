import { Anchor, Container, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatUsdFromDollars } from '@shared/format'
import { transactionFee } from './fees'
import type { ProviderView } from './provider-views'

function Section({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <Title order={3} fz="md" mb={6}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None published.
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </div>
  )
}

/** One provider in full (spec §2): pros, cons, best for, contract, extra fees, integrations. */
export function DetailsOverlay({ view, onClose }: { view: ProviderView | null; onClose: () => void }) {
  const d = view?.details
  return (
    <Modal
      opened={view !== null}
      onClose={onClose}
      fullScreen
      title={view?.name}
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {view && (
        <Container size="md" px={0}>
          <Stack gap="lg">
            <Text>{view.description}</Text>
            <Text size="sm">
              {transactionFee(view)} per transaction · {formatUsdFromDollars(view.monthlyFee)} a month ·{' '}
              {formatUsdFromDollars(view.setupFee)} setup
            </Text>
            {d ? (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <Section title="Pros" items={d.pros} />
                  <Section title="Cons" items={d.cons} />
                </SimpleGrid>
                <div>
                  <Title order={3} fz="md" mb={6}>
                    Best for
                  </Title>
                  <Text size="sm">{d.bestFor}</Text>
                </div>
                <div>
                  <Title order={3} fz="md" mb={6}>
                    Contract terms
                  </Title>
                  <Text size="sm">{d.contractTerms}</Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    Payouts: {d.payout}
                  </Text>
                </div>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  <Section title="Additional fees" items={d.additionalFees} />
                  <Section title="Integration options" items={d.integrationOptions} />
                </SimpleGrid>
                <Text size="xs" c="dimmed">
                  Figures as of {d.asOf}, from{' '}
                  <Anchor href={d.sourceUrl} target="_blank" rel="noopener noreferrer" size="xs">
                    the provider’s published pricing
                  </Anchor>
                  {d.isEstimate ? ' (typical terms: the provider quotes each merchant)' : ''}.
                </Text>
              </>
            ) : (
              <Text c="dimmed">
                This provider is no longer in the catalogue; its figures are as your report froze them.
              </Text>
            )}
          </Stack>
        </Container>
      )}
    </Modal>
  )
}

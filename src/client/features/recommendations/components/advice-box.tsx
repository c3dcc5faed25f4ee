import { Alert, List, Text } from '@mantine/core'
import type { Advice } from '@shared/pricing/estimate.schemas'

const TITLES: Record<Advice['kind'], string> = {
  switch: 'Our advice: switch',
  stay: 'Our advice: stay where you are',
  renegotiate: 'Our advice: renegotiate before you switch',
  choose: 'Our advice for a new account',
}

/** The one-line answer with the switching costs behind it. */
export function AdviceBox({ advice }: { advice: Advice }) {
  return (
    <Alert
      variant="light"
      color={advice.kind === 'switch' || advice.kind === 'choose' ? 'teal' : 'blue'}
      title={TITLES[advice.kind]}
      data-testid="advice"
    >
      <Text size="sm">{advice.headline}</Text>
      {advice.details.length > 0 && (
        <List size="sm" mt="xs">
          {advice.details.slice(0, 6).map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  )
}

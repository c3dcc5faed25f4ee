import { List, Text, Title } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { CURRENT_FIXED_CENTS, LIVE_CALCULATOR } from '@shared/tools/live-calculator'

/** How the screens' starting values and reference tables relate to your own figures (ADR 047). */
export function FiguresSection() {
  return (
    <>
      <Title order={2}>Figures, not examples</Title>
      <Text>
        Your free result, your report, every dashboard tool and our emails read one analysis of your
        assessment, so they show the same figures. Where a screen needs a starting value, it is a field you
        can change, and nothing stands in for a figure of yours:
      </Text>
      <List>
        <List.Item>
          The assessment's fee estimate is {LIVE_CALCULATOR.currentRate.default}% of the volume you type, and
          says so, until you give last month's fees. The saving shown there is ours against those fees, and
          "Not estimated" without them.
        </List.Item>
        <List.Item>
          The Live Calculator starts from your report's sales and the rate you told us (else{' '}
          {LIVE_CALCULATOR.currentRate.default}%), plus a fee per payment of {formatUsd(CURRENT_FIXED_CENTS)}{' '}
          you can change (0 for an all-in rate). It prices only providers that can take your business, never
          your own provider against itself, and shows beside it what your report says you pay today.
        </List.Item>
        <List.Item>
          The fee amounts marked "Typical" are what the providers in our catalogue charge: their published
          pricing, or the typical terms we model for those that publish none. An industry's rate range is what
          the providers that can take your business would charge it, from the cheapest to the middle of the
          market, and a volume tier's rate is the best price for your business at that tier's volume: both are
          priced on your answers. Your column is your provider's fees as your report recorded them, at what
          they cost you a month.
        </List.Item>
        <List.Item>
          Rate history and trends are the fee changes we have recorded, with their sources. A rate alert tells
          you what a change means starting from what you pay today.
        </List.Item>
        <List.Item>When we cannot work a figure out, we say so rather than show an example.</List.Item>
      </List>
    </>
  )
}

import { Badge, Stack, Text } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { hiddenFeesFor, type Severity } from '@shared/tools/hidden-fees'
import { DataTable } from '../tool-frame'
import type { ToolData } from '../use-tool-data'

const SEVERITY_COLOR: Record<Severity, string> = { high: 'red.9', medium: '#9a3412', low: 'gray.7' }

/**
 * Hidden Fees (spec §9 list): which of them the user's current provider charges, from its published pricing as
 * the report recorded it.
 */
export function HiddenFeesPanel({ data }: { data: ToolData }) {
  const provider = data.currentTerms
  const { checks, monthlyTotalCents } = hiddenFeesFor(provider?.otherFees ?? null)
  const who = provider?.name ?? 'Your provider'
  return (
    <Stack gap="md">
      <Text size="sm">
        {provider
          ? `What ${provider.name} charges beyond its rate, from its published pricing (as of ${provider.asOf}).`
          : data.currentName && data.currentName !== 'none'
            ? `"${data.currentName}" is not in our catalogue: check your statement for each of these fees.`
            : 'Tell us your current provider in an assessment to see which of these fees it charges.'}
      </Text>
      <DataTable
        caption="Fees to look for on a processing statement"
        head={['Fee', 'Typical', 'Severity', who]}
        rows={checks.map((c) => [
          c.name,
          c.typical,
          <Badge key="s" color={SEVERITY_COLOR[c.severity]} variant="filled">
            {c.severity}
          </Badge>,
          provider ? (c.providerCents === null ? 'Not charged' : formatUsd(c.providerCents)) : 'Unknown',
        ])}
      />
      {provider && (
        <Text fw={600}>
          Recurring extra fees with {provider.name}: {formatUsd(monthlyTotalCents)} a month
          {monthlyTotalCents > 0 ? ` (${formatUsd(monthlyTotalCents * 12)} a year)` : ''}.
        </Text>
      )}
    </Stack>
  )
}

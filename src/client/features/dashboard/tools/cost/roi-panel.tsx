import { Card, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { roi, type SwitchingCosts } from '@shared/tools/roi'
import type { ToolData } from '../use-tool-data'

/** Editable switching costs, in dollars on screen and cents inside. */
function SwitchingInputs({
  value,
  onChange,
}: {
  value: SwitchingCosts
  onChange: (v: SwitchingCosts) => void
}) {
  const money = (
    key: 'setupCents' | 'equipmentCents' | 'earlyTerminationCents' | 'hourlyRateCents',
    label: string,
  ) => (
    <NumberInput
      label={label}
      min={0}
      decimalScale={2}
      prefix="$"
      value={value[key] / 100}
      onChange={(v) => onChange({ ...value, [key]: Math.round((Number(v) || 0) * 100) })}
    />
  )
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {money('setupCents', 'Setup fee')}
      {money('equipmentCents', 'Equipment')}
      {money('earlyTerminationCents', 'Early termination fee')}
      <NumberInput
        label="Your time (hours)"
        min={0}
        value={value.hours}
        onChange={(v) => onChange({ ...value, hours: Number(v) || 0 })}
      />
      {money('hourlyRateCents', 'Value of an hour')}
    </SimpleGrid>
  )
}

export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  )
}

/** ROI Calculator: switching costs against the monthly saving of the best match. */
export function RoiPanel({
  data,
  costs,
  onCosts,
}: {
  data: ToolData
  costs: SwitchingCosts
  onCosts: (c: SwitchingCosts) => void
}) {
  const r = roi(costs, data.monthlySavingsCents)
  return (
    <Stack gap="md">
      <Text size="sm">
        {data.best
          ? `The one-off costs your report prices for moving to ${data.best.name} (${formatUsd(data.best.switchingCostCents)} in all when it priced the move): its setup fee, your early-termination fee, readers and other one-off costs, and the hours it takes. Change any of them.`
          : 'Enter what switching would cost you.'}
      </Text>
      <SwitchingInputs value={costs} onChange={onCosts} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Figure label="Switching cost" value={formatUsd(r.totalCostCents)} />
        <Figure
          label="Monthly saving"
          value={formatUsd(r.monthlySavingsCents)}
          hint={
            data.best
              ? `${data.best.name} at ${formatUsd(data.best.monthlyCents)} against ${formatUsd(data.currentCents)} today`
              : undefined
          }
        />
        <Figure
          label="Payback"
          value={
            r.paybackMonths === null
              ? 'No saving'
              : `${r.paybackMonths} month${r.paybackMonths === 1 ? '' : 's'}`
          }
        />
        <Figure
          label="First-year return"
          value={
            r.firstYearRoiPercent === null ? formatUsd(r.firstYearNetCents) : `${r.firstYearRoiPercent}%`
          }
          hint={`Net first year: ${formatUsd(r.firstYearNetCents)}`}
        />
      </SimpleGrid>
    </Stack>
  )
}

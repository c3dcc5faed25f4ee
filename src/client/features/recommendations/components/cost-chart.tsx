import { Group, Stack, Text } from '@mantine/core'
import { formatUsdFromDollars } from '@shared/format'

export type CostBar = { label: string; value: number; highlight?: boolean }

/** Horizontal bars comparing monthly costs, drawn with plain SVG; the values are also written out. */
export function CostChart({ bars, title }: { bars: CostBar[]; title: string }) {
  const max = Math.max(...bars.map((b) => b.value), 1)
  return (
    <Stack gap="sm" role="figure" aria-label={title}>
      <Text fw={600}>{title}</Text>
      {bars.map((b) => (
        <Stack key={b.label} gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={b.highlight ? 600 : 400}>
              {b.label}
            </Text>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatUsdFromDollars(b.value)}/mo
            </Text>
          </Group>
          <svg width="100%" height="14" aria-hidden focusable="false">
            <rect x="0" y="0" width="100%" height="14" rx="7" fill="var(--mantine-color-gray-1)" />
            <rect
              x="0"
              y="0"
              width={`${Math.max(1.5, (b.value / max) * 100)}%`}
              height="14"
              rx="7"
              fill={b.highlight ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-gray-6)'}
            />
          </svg>
        </Stack>
      ))}
    </Stack>
  )
}

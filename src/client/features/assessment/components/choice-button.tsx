import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = {
  label: string
  description?: string
  selected: boolean
  onClick: () => void
  /** Shown at the end, e.g. a rank number. */
  badge?: ReactNode
  icon?: ReactNode
  disabled?: boolean
  ariaLabel?: string
  /** Tighter padding and text, for grids of short names. */
  compact?: boolean
}

/** A large toggle button for one option; `aria-pressed` tells assistive technology its state. */
export function ChoiceButton({
  label,
  description,
  selected,
  onClick,
  badge,
  icon,
  disabled,
  ariaLabel,
  compact,
}: Props) {
  return (
    <UnstyledButton
      type="button"
      aria-pressed={selected}
      aria-label={ariaLabel}
      onClick={onClick}
      disabled={disabled}
      p={compact ? 'sm' : 'md'}
      w="100%"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `2px solid ${selected ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-default-border)'}`,
        background: selected ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-body)',
        opacity: disabled ? 0.6 : 1,
        minHeight: 56,
      }}
    >
      <Group wrap="nowrap" gap="sm" justify="space-between" align="center">
        <Group wrap="nowrap" gap="sm" align="center" miw={0}>
          {icon}
          <Stack gap={2} miw={0}>
            <Text fw={600} fz={compact ? 'sm' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Text>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        </Group>
        {badge ??
          (selected ? (
            <Badge variant="filled" aria-hidden>
              ✓
            </Badge>
          ) : null)}
      </Group>
    </UnstyledButton>
  )
}

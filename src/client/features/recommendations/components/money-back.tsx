import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'

export function MoneyBack() {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-teal-light)">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" color="teal" aria-hidden>
          <IconShieldCheck size={24} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700}>3-day money-back guarantee</Text>
          <Text size="sm">
            If the full report doesn't help you, ask for a refund within 3 days of purchase and you get every
            cent back.
          </Text>
        </Stack>
      </Group>
    </Paper>
  )
}

import { Group, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The heading every tab starts with, with an optional badge or action on its right. */
export function TabHeading({
  title,
  subtitle,
  aside,
}: {
  title: string
  subtitle?: string
  aside?: ReactNode
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="lg">
      <div>
        <Title order={2} fz="h3">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      {aside}
    </Group>
  )
}

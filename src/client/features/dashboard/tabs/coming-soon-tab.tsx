import { Badge, Card, List, Stack, Text, Title } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'

type Props = { title: string; text: string; parts?: readonly string[] }

/** A part of the dashboard that is not built yet, said plainly (spec §2: placeholders). */
export function ComingSoonTab({ title, text, parts }: Props) {
  return (
    <Card withBorder radius="lg" p="xl">
      <Stack gap="sm" align="flex-start">
        <Badge leftSection={<IconClock size={12} aria-hidden />} variant="light" color="gray">
          Coming soon
        </Badge>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {parts && (
          <List size="sm" spacing={4}>
            {parts.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  )
}

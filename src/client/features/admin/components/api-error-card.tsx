import { Button, Card, Group, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'

/** Shown when one of the console's four main loads (users, assessments, reports, providers) fails. */
export function ApiErrorCard({ failed }: { failed: string[] }) {
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      role="alert"
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
      mb="lg"
    >
      <Group gap="sm" mb="xs">
        <IconAlertTriangle size={22} aria-hidden color="var(--mantine-color-red-7)" />
        <Title order={2} fz="h4">
          API Error
        </Title>
      </Group>
      <Text>
        The console could not load {failed.join(', ')}. Check the connection to the server, then refresh the
        page.
      </Text>
      <Button
        mt="md"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => window.location.reload()}
      >
        Refresh Page
      </Button>
    </Card>
  )
}

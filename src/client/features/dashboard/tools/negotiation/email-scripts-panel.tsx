import { Alert, Anchor, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core'
import { formatUsd } from '@shared/format'
import { IconCopy } from '@tabler/icons-react'
import { toast } from '../../../../components/toast'
import type { ToolData } from '../use-tool-data'
import { negotiation } from './scripts'

/** Email Scripts: ready to copy. */
export function EmailScriptsPanel({ data }: { data: ToolData }) {
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      toast({
        title: 'Copied to Clipboard',
        description: 'Paste the email into your mail app.',
        variant: 'success',
      })
    } catch {
      toast({
        title: 'Error',
        description: 'The text could not be copied. Select it and copy it by hand.',
        variant: 'destructive',
      })
    }
  }
  const n = negotiation(data)
  if (n.missing) {
    return (
      <Alert color="gray" variant="light" data-testid="negotiation-missing">
        {n.missing}
      </Alert>
    )
  }
  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="md" data-testid="negotiation-summary">
        <Text fw={600}>
          {n.provider}: you pay {formatUsd(n.paysCents ?? 0)} a month.
        </Text>
        <Text size="sm" c="dimmed">
          {n.basis}
        </Text>
        {n.offer && (
          <Text size="sm" mt="xs">
            Best competing offer that can take your business: {n.offer.name}, about{' '}
            {formatUsd(n.offer.monthlyCents)} a month
            {n.offer.sourceUrl && (
              <>
                {' '}
                (
                <Anchor href={n.offer.sourceUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  published pricing{n.offer.asOf ? `, as of ${n.offer.asOf}` : ''}
                </Anchor>
                )
              </>
            )}
            .
          </Text>
        )}
        {n.askCents !== null && n.paysCents !== null && n.askCents < n.paysCents && (
          <Text size="sm" fw={500} mt="xs">
            The ask: {formatUsd(n.askCents)} a month or less, {formatUsd(n.paysCents - n.askCents)} below
            today.
          </Text>
        )}
        {n.verdict && (
          <Text size="sm" mt="xs">
            Your report’s advice: {n.verdict}
          </Text>
        )}
      </Card>
      {n.scripts.map((s) => (
        <Card key={s.id} withBorder radius="md" p="md">
          <Group justify="space-between" mb="xs" wrap="wrap">
            <Title order={3} fz="h5">
              {s.title}
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCopy size={14} />}
              onClick={() => copy(`Subject: ${s.subject}\n\n${s.body}`)}
              aria-label={`Copy: ${s.title}`}
            >
              Copy
            </Button>
          </Group>
          <Text size="sm" fw={500}>
            Subject: {s.subject}
          </Text>
          <Code block mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {s.body}
          </Code>
        </Card>
      ))}
    </Stack>
  )
}

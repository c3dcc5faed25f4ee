import { Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core'
import { IconCopy } from '@tabler/icons-react'
import { toast } from '../../../../components/toast'
import { formatUsd } from '../engine'
import type { ToolData } from '../use-tool-data'

const count = (n: number) => n.toLocaleString('en-US')

/** The negotiation emails, filled with the user's provider, volume, effective rate and best competing quotes. */
function emailScripts(data: ToolData) {
  const provider =
    data.current?.provider.name ??
    (data.currentName && data.currentName !== 'none' ? data.currentName : '[your provider]')
  const m = data.merchant
  const quotes = data.topMatches.slice(0, 2)
  const quoteLines = quotes
    .map((q) => `- ${q.provider.name}: about ${formatUsd(q.costCents)} a month for the same volume`)
    .join('\n')
  const best = quotes[0]
  const facts = `We process about ${count(m.transactions)} card transactions and ${formatUsd(m.volumeCents)} a month with you, which works out to an effective rate of ${data.effectiveRate}% (about ${formatUsd(data.baselineCents)} a month in fees).`
  return [
    {
      id: 'rate-review',
      title: 'Request a rate review',
      subject: `Rate review request for our ${provider} account`,
      body: `Hello,

${facts}

We have compared published pricing for a business of our size and received these estimates:
${quoteLines}

We would like to stay with ${provider}. Could you review our pricing and tell us what rate you can offer? We would like a reply within two weeks.

Thank you,
[Your name]`,
    },
    {
      id: 'match-offer',
      title: 'Ask to match a competing offer',
      subject: 'Competing offer: can you match it?',
      body: `Hello,

${facts}

${best ? `${best.provider.name} would cost us about ${formatUsd(best.costCents)} a month, ${formatUsd(Math.max(0, data.baselineCents - best.costCents))} less than we pay today.` : 'We have a lower competing offer.'} Before we move, we would like to give ${provider} the chance to match it.

Could you confirm in writing whether you can match or beat this?

Thank you,
[Your name]`,
    },
    {
      id: 'fee-waiver',
      title: 'Remove extra fees',
      subject: 'Request to waive account fees',
      body: `Hello,

${facts}

As a customer at this volume, we ask you to remove the monthly account fees (PCI compliance, statement and gateway fees where they apply) from our account. Please let us know which fees you can waive and from which date.

Thank you,
[Your name]`,
    },
  ]
}

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
  return (
    <Stack gap="md">
      {emailScripts(data).map((s) => (
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

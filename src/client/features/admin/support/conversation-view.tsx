import { Alert, Badge, Box, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import { TIER_LABELS } from '@shared/auth/entitlements'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { failure, invalid, succeeded } from '../components/notify'
import { conversationsKey, useConfirmEmail, useConversation, useReply } from './api/support-api'
import { SupportMessageList } from './support-message-list'

export function ConversationView({ id }: { id: string }) {
  const { data, isPending, isError } = useConversation(id)
  const reply = useReply(id)
  const confirmEmail = useConfirmEmail(id)
  const queryClient = useQueryClient()
  const [message, setMessage] = useState('')
  // Opening a conversation marks it read: refresh the unread counts.
  useEffect(() => {
    if (data) queryClient.invalidateQueries({ queryKey: conversationsKey })
  }, [data?.id, queryClient, data])

  if (isPending) return <Text c="dimmed">Loading the conversation…</Text>
  if (isError) return <Text c="red.8">Failed to load the conversation. Please refresh the page.</Text>
  const send = () => {
    if (!message.trim()) return invalid('Message is required')
    reply.mutate(message.trim(), {
      onSuccess: () => {
        succeeded('Reply Sent', `Emailed to ${data.email} and shown in their chat.`)
        setMessage('')
      },
      onError: failure('Failed to send reply'),
    })
  }
  const context = Object.entries(data.supportContext ?? {})
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg">
            {data.name}
          </Title>
          <Text size="sm" c="dimmed">
            {data.email}
          </Text>
          <Group gap={6} mt={6}>
            {data.userId && <Badge variant="light">Account {data.userId.slice(0, 8)}…</Badge>}
            {data.tier && (
              <Badge variant="light">
                Plan: {TIER_LABELS[data.tier as keyof typeof TIER_LABELS] ?? data.tier}
              </Badge>
            )}
            {data.platform && <Badge variant="light">Platform: {data.platform}</Badge>}
            {context.map(([k, v]) => (
              <Badge key={k} variant="outline" tt="none">
                {k}: {v}
              </Badge>
            ))}
          </Group>
        </div>
        {data.requestedEmail && (
          <Alert color="yellow" title="The visitor gave a different address">
            <Text size="sm" mb="xs">
              Replies still go to {data.email}. Confirm {data.requestedEmail} only if you know it belongs to
              this visitor.
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={confirmEmail.isPending}
              onClick={() =>
                confirmEmail.mutate(undefined, {
                  onSuccess: (d) => succeeded('Address Confirmed', `Replies now go to ${d.email}.`),
                  onError: failure('Failed to confirm the address'),
                })
              }
            >
              Send replies to {data.requestedEmail}
            </Button>
          </Alert>
        )}
        <Box mah={420} style={{ overflowY: 'auto' }}>
          <SupportMessageList messages={data.messages} />
        </Box>
        <Textarea
          label="Reply"
          autosize
          minRows={3}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={send} loading={reply.isPending}>
            Send Reply
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

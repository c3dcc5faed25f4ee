import {
  Affix,
  Anchor,
  Button,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useEffect, useId, useState } from 'react'
import { useLocation } from 'react-router'
import { useCurrentUser } from '../../lib/api/current-user'
import { errorMessage } from '../../lib/api-client'
import { usePublicConfig } from '../../lib/config-context'
import { useEmbed } from '../../lib/embed-context'
import { CHAT_CORNER, ChatButton } from './chat-button'
import { listenToChatCommands, shownByDefault, storedToken, storeToken } from './chat-controls'
import { ChatMessages } from './chat-messages'
import { useConversation, useSendMessage } from './support-chat-api'

/**
 * The support chat: a button in the corner that opens a panel where a visitor writes to support and reads
 * replies. Hidden in the admin console, and in embed mode unless the host asks for it.
 */
export function SupportChatWidget() {
  const { pathname } = useLocation()
  const { embedMode } = useEmbed()
  const { supportEmail } = usePublicConfig()
  const { data: user } = useCurrentUser()
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState<boolean | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const [visitor, setVisitor] = useState({ name: '', email: '' })
  const [attributes, setAttributes] = useState<{
    platform?: string
    supportContext?: Record<string, string>
  }>({})
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const titleId = useId()
  const conversation = useConversation(token, open)
  const send = useSendMessage((c) => {
    storeToken(c.token)
    setToken(c.token)
    setMessage('')
  })

  useEffect(() => {
    setToken(storedToken())
    if (window.ProcessorMatchEmbed?.showChat) setShown(true)
    return listenToChatCommands((c) => {
      if (c.action === 'open') {
        setShown(true)
        setOpen(true)
      } else if (c.action === 'close') setOpen(false)
      else if (c.action === 'show') setShown(true)
      else if (c.action === 'hide') {
        setShown(false)
        setOpen(false)
      } else if (c.action === 'visitor')
        setVisitor((v) => ({ name: c.name ?? v.name, email: c.email ?? v.email }))
      else if (c.action === 'attributes')
        setAttributes({ platform: c.platform, supportContext: c.supportContext })
    })
  }, [])

  useEffect(() => {
    if (user) setVisitor((v) => ({ name: v.name || user.username, email: v.email || user.email }))
  }, [user])

  const visible = shown ?? shownByDefault(embedMode, pathname)
  if (!visible) return null
  const known = conversation.data ?? null
  const unread = open ? 0 : (known?.unreadReplies ?? 0)

  const submit = () => {
    const name = known?.name ?? visitor.name
    const email = known?.email ?? visitor.email
    if (!name.trim() || !email.trim() || !message.trim()) {
      setError('Please enter your name, email and a message.')
      return
    }
    setError(null)
    send.mutate(
      {
        input: {
          name,
          email,
          message,
          platform: attributes.platform ?? (embedMode ? 'embed' : 'web'),
          supportContext: { page: pathname, ...attributes.supportContext },
        },
        token: known ? token : null,
      },
      { onError: (e) => setError(errorMessage(e, 'Your message could not be sent. Please try again.')) },
    )
  }

  return (
    <Affix {...CHAT_CORNER}>
      {open ? (
        <Paper
          role="dialog"
          aria-labelledby={titleId}
          shadow="xl"
          radius="lg"
          withBorder
          w="min(380px, calc(100vw - 32px))"
          p="md"
        >
          <Group justify="space-between" mb="xs">
            <Text id={titleId} fw={700}>
              Chat with support
            </Text>
            <CloseButton aria-label="Close" onClick={() => setOpen(false)} />
          </Group>
          <ScrollArea.Autosize mah="min(300px, 40vh)" mb="sm">
            {known && known.messages.length > 0 ? (
              <ChatMessages messages={known.messages} />
            ) : (
              <Text size="sm" c="dimmed">
                Send us a message and we will reply here and by email, usually within one business day.
              </Text>
            )}
          </ScrollArea.Autosize>
          <Stack gap="xs">
            {!known && (
              <>
                <TextInput
                  size="sm"
                  label="Name"
                  value={visitor.name}
                  onChange={(e) => setVisitor({ ...visitor, name: e.currentTarget.value })}
                />
                <TextInput
                  size="sm"
                  label="Email"
                  type="email"
                  value={visitor.email}
                  onChange={(e) => setVisitor({ ...visitor, email: e.currentTarget.value })}
                />
              </>
            )}
            <Textarea
              size="sm"
              label="Message"
              autosize
              minRows={2}
              maxRows={5}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            {error && (
              <Text size="sm" c="red.8" role="alert">
                {error}
              </Text>
            )}
            <Group justify="space-between">
              <Anchor href={`mailto:${supportEmail}`} size="sm">
                Email {supportEmail}
              </Anchor>
              <Button size="sm" onClick={submit} loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <ChatButton unread={unread} onClick={() => setOpen(true)} />
      )}
    </Affix>
  )
}

import { Affix } from '@mantine/core'
import { useLocation } from 'react-router'
import { useEmbed } from '../../lib/embed-context'
import { CHAT_CORNER, ChatButton } from './chat-button'
import { openSupportChat, shownByDefault } from './chat-controls'

/**
 * The chat's button for a visitor without a conversation: nothing to show but the button, so the widget (and
 * the query library it needs) loads only when the chat is first opened.
 */
export function ChatLauncher() {
  const { pathname } = useLocation()
  const { embedMode } = useEmbed()
  if (!shownByDefault(embedMode, pathname)) return null
  return (
    <Affix {...CHAT_CORNER}>
      <ChatButton unread={0} onClick={openSupportChat} />
    </Affix>
  )
}

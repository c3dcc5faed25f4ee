import { Box, Center, Loader } from '@mantine/core'
import { Suspense, useEffect, useState } from 'react'
import { Outlet } from 'react-router'
import {
  installChatGlobal,
  storedToken,
  whenChatCommandWaits,
} from '../../features/support-chat/chat-controls'
import { useEmbed } from '../../lib/embed-context'
import { lazyChunk, lazyQueryChunk } from '../../lib/lazy-chunk'
import { HydrationMarker } from '../hydration-marker'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

const SupportChatWidget = lazyQueryChunk(() =>
  import('../../features/support-chat/support-chat-widget').then((m) => m.SupportChatWidget),
)
const ChatLauncher = lazyChunk(() =>
  import('../../features/support-chat/chat-launcher').then((m) => m.ChatLauncher),
)

/**
 * The support chat appears once the page is interactive: its code is not part of the first load. A visitor
 * without a conversation gets the plain button; the widget, which brings the query library, loads when the
 * chat is first opened or commanded (the footer's Live chat, a host page's `ProcessorMatchChat`: what they
 * ask before it has loaded is done when it has), and at once for a visitor with a conversation, whose
 * unread replies the button shows.
 */
function DeferredSupportChat() {
  const [stage, setStage] = useState<'none' | 'button' | 'widget'>('none')
  useEffect(() => {
    installChatGlobal()
    const needed = storedToken() !== null || Boolean(window.ProcessorMatchEmbed?.showChat)
    // The chat's code is fetched before it is first rendered: a render that waited for it would show a
    // fallback, and React then holds back the rest of the page's hydration for 300 ms (its fallback throttle).
    let active = true
    void (needed ? SupportChatWidget : ChatLauncher).preload().then(() => {
      if (active) setStage((current) => (current === 'none' ? (needed ? 'widget' : 'button') : current))
    })
    const stopWaiting = whenChatCommandWaits(() => setStage('widget'))
    return () => {
      active = false
      stopWaiting()
    }
  }, [])
  if (stage === 'none') return null
  const button = (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  )
  if (stage === 'button') return button
  return (
    <Suspense fallback={button}>
      <SupportChatWidget />
    </Suspense>
  )
}

/** Page shell: skip link, header (navigation hidden in embed mode), main content, footer. */
export function MainLayout(props: { hideNavigation?: boolean }) {
  const embed = useEmbed()
  const hideNavigation = Boolean(props.hideNavigation) || embed.hideNavigation
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <SiteHeader hideNavigation={hideNavigation} />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense
          fallback={
            <Center mih="50vh">
              <Loader aria-label="Loading page" />
            </Center>
          }
        >
          {/* Inside the page's boundary: set once the page itself has hydrated, not only the shell around it. */}
          <HydrationMarker />
          <Outlet />
        </Suspense>
      </Box>
      {!hideNavigation && <SiteFooter />}
      <DeferredSupportChat />
    </Box>
  )
}

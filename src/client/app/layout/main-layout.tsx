import { Box, Center, Loader } from '@mantine/core'
import { Suspense, useEffect, useState } from 'react'
import { Outlet } from 'react-router'
import { installChatGlobal } from '../../features/support-chat/chat-controls'
import { useEmbed } from '../../lib/embed-context'
import { lazyWithQueries } from '../../lib/lazy-chunk'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

const SupportChatWidget = lazyWithQueries(() =>
  import('../../features/support-chat/support-chat-widget').then((m) => m.SupportChatWidget),
)

/**
 * The support chat's button appears once the page is interactive: its code is not part of the first load.
 * Its controls (the footer's Live chat, a host page's `ProcessorMatchChat`) work at once; what they ask
 * before the widget has loaded is done when it has.
 */
function DeferredSupportChat() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    installChatGlobal()
    setReady(true)
  }, [])
  return ready ? (
    <Suspense fallback={null}>
      <SupportChatWidget />
    </Suspense>
  ) : null
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
          <Outlet />
        </Suspense>
      </Box>
      {!hideNavigation && <SiteFooter />}
      <DeferredSupportChat />
    </Box>
  )
}

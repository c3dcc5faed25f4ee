import { matchPage } from '@shared/routes'
/** Commands the page (footer button) and a host site (global object) send to the chat widget. */
export type ChatCommand =
  | { action: 'open' | 'close' | 'show' | 'hide' }
  | { action: 'visitor'; name?: string; email?: string }
  | { action: 'attributes'; platform?: string; supportContext?: Record<string, string> }

const CHAT_EVENT = 'processormatch:chat'

/**
 * Commands sent before the widget's code has loaded: it loads on first need (a visitor without a conversation
 * sees a plain button until then), and handles them in order once it has.
 */
const waiting: ChatCommand[] = []
let listening = false
let onWaiting: (() => void) | null = null

/** Delivers a command to the widget, or keeps it until the widget listens and asks for the widget. */
export const sendChatCommand = (command: ChatCommand) => {
  if (listening) window.dispatchEvent(new CustomEvent<ChatCommand>(CHAT_EVENT, { detail: command }))
  else {
    waiting.push(command)
    onWaiting?.()
  }
}

/** The page's side: `load` is called when a command waits for the widget (at once if one already does). */
export function whenChatCommandWaits(load: () => void): () => void {
  onWaiting = load
  if (waiting.length > 0) load()
  return () => {
    onWaiting = null
  }
}

/** The widget's side: handles every command, the ones sent before it loaded first. */
export function listenToChatCommands(handle: (command: ChatCommand) => void): () => void {
  const onCommand = (e: Event) => handle((e as CustomEvent<ChatCommand>).detail)
  window.addEventListener(CHAT_EVENT, onCommand)
  listening = true
  for (const command of waiting.splice(0)) handle(command)
  return () => {
    listening = false
    window.removeEventListener(CHAT_EVENT, onCommand)
  }
}

export const openSupportChat = () => sendChatCommand({ action: 'open' })

/** Whether the chat shows unless told otherwise: not in the admin console, nor in embed mode. */
export const shownByDefault = (embedMode: boolean, pathname: string) =>
  !embedMode && matchPage(pathname)?.route.access !== 'admin'

/** The host page's handle: `ProcessorMatchChat.open()`, `.setVisitor({ name, email })`… */
export type ChatGlobal = {
  open: () => void
  close: () => void
  show: () => void
  hide: () => void
  setVisitor: (visitor: { name?: string; email?: string }) => void
  setAttributes: (attributes: { platform?: string; supportContext?: Record<string, string> }) => void
}

declare global {
  interface Window {
    ProcessorMatchChat?: ChatGlobal
  }
}

export function installChatGlobal() {
  window.ProcessorMatchChat = {
    open: () => sendChatCommand({ action: 'open' }),
    close: () => sendChatCommand({ action: 'close' }),
    show: () => sendChatCommand({ action: 'show' }),
    hide: () => sendChatCommand({ action: 'hide' }),
    setVisitor: (v) => sendChatCommand({ action: 'visitor', ...v }),
    setAttributes: (a) => sendChatCommand({ action: 'attributes', ...a }),
  }
}

const TOKEN_KEY = 'pm_support_token'
export const storedToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}
export const storeToken = (token: string) => {
  try {
    window.localStorage.setItem(TOKEN_KEY, token)
  } catch {
    // storage unavailable (private mode): the conversation lasts for this page only
  }
}

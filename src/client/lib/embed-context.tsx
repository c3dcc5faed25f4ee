import { isEmbedPath, linkFor } from '@shared/routes'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import {
  detectEmbed,
  EMBED_MESSAGE_READY,
  EMBED_MESSAGE_START,
  type EmbedDetection,
  START_ASSESSMENT_EVENT,
  type StartAssessmentDetail,
} from './embed-detection'

export type EmbedState = {
  /** On for paths under /embed, a global `ProcessorMatchEmbed` configuration, or a page inside a frame. */
  embedMode: boolean
  /**
   * Host site (configured, else the referrer's origin) when framed; this site's origin when embedded by path
   * alone; null when not embedded or before hydration.
   */
  parentDomain: string | null
  hideNavigation: boolean
  autoStart: boolean
  /** A page path as it should be linked in the current mode: '/assessment/x' → '/embed/assessment/x' under /embed. */
  pathFor: (path: string) => string
}

const EmbedContext = createContext<EmbedState | null>(null)

/**
 * Embed mode for the whole app. The path decides the first render (same on server and client); the
 * global configuration and frame detection are read after hydration.
 */
export function EmbedProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const byPath = isEmbedPath(pathname)
  const [detected, setDetected] = useState<EmbedDetection | null>(null)

  // Only a detection that changes something re-renders the app: an ordinary visit costs nothing.
  useEffect(() => {
    const detection = detectEmbed(window)
    if (byPath || detection.embedMode) setDetected(detection)
  }, [byPath])

  const state = useMemo<EmbedState>(() => {
    const embedMode = byPath || Boolean(detected?.embedMode)
    return {
      embedMode,
      parentDomain: detected?.parentDomain ?? null,
      hideNavigation: detected?.hideNavigation ?? embedMode,
      autoStart: embedMode && Boolean(detected?.autoStart),
      pathFor: (path) => linkFor(path, byPath),
    }
  }, [byPath, detected])

  // The start function must reach the home screen even when another page is showing.
  const location = useRef({ pathname, homePath: state.pathFor('/') })
  location.current = { pathname, homePath: state.pathFor('/') }

  useEffect(() => {
    if (!state.embedMode) return
    const startAssessment = () => {
      const { pathname: current, homePath } = location.current
      if (current !== homePath && current !== `${homePath}/`) {
        navigate(homePath, { state: { startAssessment: true } })
        return
      }
      const detail: StartAssessmentDetail = { source: 'embed' }
      window.dispatchEvent(new CustomEvent(START_ASSESSMENT_EVENT, { detail }))
    }
    window.ProcessorMatch = { ...window.ProcessorMatch, startAssessment }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (event.source === window.parent && data?.type === EMBED_MESSAGE_START) startAssessment()
    }
    window.addEventListener('message', onMessage)
    if (window.parent !== window) window.parent.postMessage({ type: EMBED_MESSAGE_READY }, '*')
    return () => {
      window.removeEventListener('message', onMessage)
      if (window.ProcessorMatch?.startAssessment === startAssessment) delete window.ProcessorMatch
    }
  }, [state.embedMode, navigate])

  const autoStarted = useRef(false)
  useEffect(() => {
    if (!state.autoStart || autoStarted.current) return
    autoStarted.current = true
    window.ProcessorMatch?.startAssessment()
  }, [state.autoStart])

  return <EmbedContext.Provider value={state}>{children}</EmbedContext.Provider>
}

const outsideProvider: EmbedState = {
  embedMode: false,
  parentDomain: null,
  hideNavigation: false,
  autoStart: false,
  pathFor: (path) => path,
}

/** Embed mode state; outside an EmbedProvider the site is not embedded. */
export function useEmbed(): EmbedState {
  return useContext(EmbedContext) ?? outsideProvider
}

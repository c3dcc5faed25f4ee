/** Global configuration a host page may set before the app loads (spec "Embed mode"). */
export type EmbedGlobalConfig = {
  embedMode?: boolean
  parentDomain?: string
  hideNavigation?: boolean
  autoStart?: boolean
  /** The support chat widget is hidden in embed mode unless the host sets this. */
  showChat?: boolean
}

declare global {
  interface Window {
    ProcessorMatchEmbed?: EmbedGlobalConfig
    ProcessorMatch?: { startAssessment: () => void }
  }
}

/** Fired on window when the assessment should start; `detail.source` is 'embed' for the host's call. */
export const START_ASSESSMENT_EVENT = 'start-assessment'
export type StartAssessmentDetail = { source: 'embed' | 'page' }

/** postMessage types shared with public/embed.js. */
export const EMBED_MESSAGE_START = 'processormatch:start-assessment'
export const EMBED_MESSAGE_READY = 'processormatch:ready'

export type EmbedDetection = {
  embedMode: boolean
  parentDomain: string
  hideNavigation?: boolean
  autoStart: boolean
}

type WindowLike = Pick<Window, 'self' | 'top' | 'location' | 'document' | 'ProcessorMatchEmbed'>

const originOf = (url: string | undefined | null): string | null => {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const isFramed = (win: WindowLike): boolean => {
  try {
    return win.self !== win.top
  } catch {
    return true
  }
}

const flag = (value: string | null): boolean | undefined =>
  value === null ? undefined : value === '' || value === '1' || value === 'true'

/** Reads the global configuration, the frame and the query string (`?autoStart=1`). Browser only. */
export function detectEmbed(win: WindowLike): EmbedDetection {
  const config = win.ProcessorMatchEmbed ?? {}
  const framed = isFramed(win)
  const params = new URLSearchParams(win.location.search)
  const ancestor = win.location.ancestorOrigins?.[0]
  const parentDomain =
    config.parentDomain ??
    (framed ? (originOf(win.document.referrer) ?? originOf(ancestor)) : null) ??
    win.location.origin
  return {
    embedMode: config.embedMode === true || framed,
    parentDomain,
    hideNavigation: config.hideNavigation,
    autoStart: config.autoStart ?? flag(params.get('autoStart')) ?? false,
  }
}

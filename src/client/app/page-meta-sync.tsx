import { isKnownPath } from '@shared/routes'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { usePublicConfig } from '../lib/config-context'

function setMeta(selector: string, attribute: string, value: string) {
  const element = document.head.querySelector(selector)
  if (element) element.setAttribute(attribute, value)
}

/** Keeps the head in step with client-side navigation (the server wrote it for the first page). */
export function PageMetaSync() {
  const { pathname } = useLocation()
  const config = usePublicConfig()
  const first = useRef(true)

  useEffect(() => {
    // The first page's head came from the server, possibly with per-page overrides: keep it.
    if (first.current) {
      first.current = false
      return
    }
    // Every page's texts are loaded with the first navigation, not with the first page.
    let current = true
    void import('@shared/seo/page-meta').then(({ getPageMeta }) => {
      if (!current) return
      const meta = getPageMeta(pathname, config, { notFound: !isKnownPath(pathname) })
      document.title = meta.title
      setMeta('meta[name="description"]', 'content', meta.description)
      setMeta('meta[name="keywords"]', 'content', meta.keywords)
      setMeta('meta[name="robots"]', 'content', meta.robots)
      setMeta('link[rel="canonical"]', 'href', meta.canonical)
      setMeta('meta[property="og:title"]', 'content', meta.title)
      setMeta('meta[property="og:description"]', 'content', meta.description)
      setMeta('meta[property="og:url"]', 'content', meta.canonical)
      setMeta('meta[name="twitter:title"]', 'content', meta.title)
      setMeta('meta[name="twitter:description"]', 'content', meta.description)
    })
    return () => {
      current = false
    }
  }, [pathname, config])

  return null
}

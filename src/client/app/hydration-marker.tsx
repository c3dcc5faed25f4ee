import { useEffect } from 'react'

/**
 * Marks the document once React has hydrated the page. Rendered inside the page's Suspense boundary, which
 * React hydrates in a pass of its own after the shell around it: a marker in the shell would be set while the
 * page's content is still the server's inert HTML. Lets end-to-end tests and monitoring tell a
 * server-rendered page from an interactive one.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', 'true')
  }, [])
  return null
}

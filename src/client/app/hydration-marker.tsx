import { useEffect } from 'react'

/**
 * Marks the document once React has hydrated the shell (its effects, such as the inactivity timers, are
 * running). Lets end-to-end tests and monitoring tell a server-rendered page from an interactive one.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', 'true')
  }, [])
  return null
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
  }
}

/**
 * Reports a conversion to the ad-tracking tag configured on the server (AD_CONVERSION_TAG).
 * A no-op when no tag is configured or no tracking script is present on the page.
 */
export function trackConversion(tag: string | null): void {
  if (!tag || typeof window === 'undefined') return
  window.gtag?.('event', 'conversion', { send_to: tag })
}

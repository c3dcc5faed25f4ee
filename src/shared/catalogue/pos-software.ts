import type { PosSoftware } from './taxonomy'

/**
 * Point-of-sale and booking software that processes its own card payments: leaving the processor means
 * leaving the software, with new hardware, a new subscription and the time to move.
 */
export const BUNDLED_SOFTWARE: ReadonlySet<PosSoftware> = new Set([
  'toast',
  'square',
  'shopify-pos',
  'lightspeed',
  'spoton',
  'mindbody',
  'clover',
])

/** The processor each bundled software uses: a merchant on it who names no provider pays this one. */
export const SOFTWARE_PROCESSOR: Readonly<Partial<Record<PosSoftware, string>>> = {
  toast: 'toast',
  square: 'square',
  'shopify-pos': 'shopify-payments',
  lightspeed: 'lightspeed-payments',
  spoton: 'spoton',
  mindbody: 'mindbody-payments',
  clover: 'clover',
}

/**
 * Providers whose own point-of-sale app comes with their processing at no software fee beyond what their
 * catalogue entry prices (a free app, or a POS plan already in their monthly fee or quote). Moving to any
 * other processor means adding point-of-sale software of its own.
 */
export const POS_APP_INCLUDED: ReadonlySet<string> = new Set([
  'square',
  'helcim',
  'sumup',
  'zettle',
  'godaddy-payments',
  'clover',
  'toast',
  'lightspeed-payments',
  'spoton',
  'shift4',
  'heartland',
  'shopify-payments',
])

/**
 * Point-of-sale software per location per month when the new processor brings none: Toast's Point of Sale
 * plan lists $69 and Square's Plus plan $49 a location (pos.toasttab.com/pricing, squareup.com/us/en/pricing,
 * read 2026-09-20); the dearer is assumed, as a restaurant or retail POS with the features in use costs that.
 */
export const TYPICAL_POS_SOFTWARE_CENTS = 6_900
export const TYPICAL_POS_SOFTWARE_SOURCE = 'https://pos.toasttab.com/pricing'

import { z } from 'zod'

/**
 * An absolute http(s) address: what a link shown to visitors may point at. `z.url()` alone accepts any
 * scheme (`javascript:`, `data:`, `file:`), which a link would then run or open.
 */
export const webUrl = (message = 'Must be a web address (http or https)') =>
  z.url({ protocol: /^https?$/, error: message })

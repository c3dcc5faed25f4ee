import { type PitchDeckPageData, publicPitchDeckKey } from '@shared/pitch-deck/pitch-deck.schemas'
import { AppError } from '../../lib/app-error'
import type { SsrLoader } from '../../ssr/loaders'

/** The recipient's deck page: rendered on the server with the deck (one view counted), never indexed. */
export const pitchDeckSsrLoaders: SsrLoader[] = [
  {
    pattern: /^\/pitch-deck\/([^/]+)\/?$/,
    load: async ({ app, match }) => {
      const token = match[1] ?? ''
      const meta = { robots: 'noindex, nofollow' as const, title: `Pitch Deck | ${app.config.BRAND_NAME}` }
      let data: PitchDeckPageData
      let status = 200
      try {
        data = await app.services.pitchDeck.view(token)
      } catch (err) {
        if (!(err instanceof AppError) || (err.statusCode !== 404 && err.statusCode !== 410)) throw err
        status = err.statusCode
        data = { unavailable: err.statusCode, message: err.message }
      }
      return { status, meta, queries: [[publicPitchDeckKey(token), data]] }
    },
  },
]

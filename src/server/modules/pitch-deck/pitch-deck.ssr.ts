import { keyOf } from '@shared/http/endpoint'
import { pitchDeckApi } from '@shared/pitch-deck/pitch-deck.api'
import type { PitchDeckPageData } from '@shared/pitch-deck/pitch-deck.schemas'
import { AppError } from '../../lib/app-error'
import type { SsrLoader } from '../../ssr/ssr-loader'

/** The recipient's deck page: rendered on the server with the deck (one view counted). */
export const pitchDeckSsrLoader: SsrLoader = async ({ app, params }) => {
  const token = params.token ?? ''
  let data: PitchDeckPageData
  let status = 200
  try {
    data = await app.services.pitchDeck.view(token)
  } catch (err) {
    if (!(err instanceof AppError) || (err.statusCode !== 404 && err.statusCode !== 410)) throw err
    status = err.statusCode
    data = { unavailable: err.statusCode, message: err.message }
  }
  return { status, queries: [[keyOf(pitchDeckApi.view, { params: { token } }), data]] }
}

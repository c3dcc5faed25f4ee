import { keyOf } from '@shared/http/endpoint'
import { pitchDeckApi } from '@shared/pitch-deck/pitch-deck.api'
import type { PitchDeckPageData } from '@shared/pitch-deck/pitch-deck.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call, errorMessage, isApiError } from '../../lib/api-client'

/** The deck for a link, or why it does not open; 404 and 410 are answers, not failures. */
export async function fetchPitchDeck(token: string): Promise<PitchDeckPageData> {
  try {
    return await call(pitchDeckApi.view, { params: { token } })
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 410))
      return {
        unavailable: error.status as 404 | 410,
        message: errorMessage(error, 'This pitch deck link is not available.'),
      }
    throw error
  }
}

export const pitchDeckQuery = (token: string) =>
  queryOptions({
    queryKey: keyOf(pitchDeckApi.view, { params: { token } }),
    queryFn: () => fetchPitchDeck(token),
    retry: false,
  })

export const usePitchDeck = (token: string) => useQuery(pitchDeckQuery(token))

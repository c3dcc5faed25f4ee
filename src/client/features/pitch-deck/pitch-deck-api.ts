import {
  type PitchDeckPageData,
  PublicPitchDeckSchema,
  publicPitchDeckKey,
} from '@shared/pitch-deck/pitch-deck.schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { errorMessage, getJson, isApiError } from '../../lib/api-client'

/** The deck for a link, or why it does not open; 404 and 410 are answers, not failures. */
export async function fetchPitchDeck(token: string): Promise<PitchDeckPageData> {
  try {
    return await getJson(publicPitchDeckKey(token)[0], PublicPitchDeckSchema)
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
  queryOptions({ queryKey: publicPitchDeckKey(token), queryFn: () => fetchPitchDeck(token), retry: false })

export const usePitchDeck = (token: string) => useQuery(pitchDeckQuery(token))

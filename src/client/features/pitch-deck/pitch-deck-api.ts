import {
  type PitchDeckPageData,
  PublicPitchDeckSchema,
  publicPitchDeckKey,
} from '@shared/pitch-deck/pitch-deck.schemas'
import { useQuery } from '@tanstack/react-query'

/** The deck for a link, or why it does not open; 404 and 410 are answers, not failures. */
export async function fetchPitchDeck(token: string): Promise<PitchDeckPageData> {
  const res = await fetch(publicPitchDeckKey(token)[0], { credentials: 'include' })
  if (res.status === 404 || res.status === 410) {
    const body = (await res.json().catch(() => ({}))) as { message?: string }
    return { unavailable: res.status, message: body.message ?? 'This pitch deck link is not available.' }
  }
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`)
  return PublicPitchDeckSchema.parse(await res.json())
}

export const usePitchDeck = (token: string) =>
  useQuery({ queryKey: publicPitchDeckKey(token), queryFn: () => fetchPitchDeck(token), retry: false })

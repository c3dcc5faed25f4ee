import type { Precompressed } from '../lib/precompressed'

/** A whole page as every signed-out visitor gets it, with its compressed forms made once. */
export type SharedPage = Precompressed & { status: number; robots: string }

/**
 * Whole documents of pages that are the same for every signed-out visitor, keyed by the address they
 * depend on and the version of the content they show (ADR 023): a new version is a new key, so nothing
 * here is ever stale; old versions age out. Bounded: the oldest entry goes when it is full. Counts hits
 * and misses for the admin Cache section.
 */
export function createRenderCache(maxEntries: number) {
  const entries = new Map<string, SharedPage>()
  let hits = 0
  let misses = 0
  return {
    get: (key: string): SharedPage | undefined => {
      const hit = entries.get(key)
      if (hit) hits += 1
      else misses += 1
      return hit
    },
    set: (key: string, page: SharedPage) => {
      if (entries.size >= maxEntries && !entries.has(key)) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, page)
    },
    stats: () => ({ entries: entries.size, maxEntries, hits, misses }),
    clear: () => {
      entries.clear()
      hits = 0
      misses = 0
    },
  }
}
export type RenderCache = ReturnType<typeof createRenderCache>

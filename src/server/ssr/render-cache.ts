/**
 * Rendered markup of pages that are the same for every signed-out visitor (no per-request data), keyed
 * by URL. Bounded: the oldest entry goes when it is full. Contents depend only on the build and the
 * configuration, so each instance can keep its own. Counts hits and misses for the admin Cache section.
 */
export function createRenderCache(maxEntries: number) {
  const entries = new Map<string, string>()
  let hits = 0
  let misses = 0
  return {
    getOrRender: (key: string, render: () => string): string => {
      const hit = entries.get(key)
      if (hit !== undefined) {
        hits += 1
        return hit
      }
      misses += 1
      const html = render()
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, html)
      return html
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

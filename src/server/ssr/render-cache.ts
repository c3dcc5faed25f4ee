/**
 * Rendered markup of pages that are the same for every signed-out visitor (no per-request data), keyed
 * by URL. Bounded: the oldest entry goes when it is full. Contents depend only on the build and the
 * configuration, so each instance can keep its own.
 */
export function createRenderCache(maxEntries: number) {
  const entries = new Map<string, string>()
  let renders = 0
  return {
    /** How many entries are held and how many renders the cache has done. */
    stats: () => ({ entries: entries.size, renders }),
    getOrRender: (key: string, render: () => string): string => {
      const hit = entries.get(key)
      if (hit !== undefined) return hit
      renders += 1
      const html = render()
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, html)
      return html
    },
  }
}

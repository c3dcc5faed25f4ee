import type { RenderedPdf } from './render-report-pdf'

/** Rendered PDFs by report version (id + generation time), least recently used dropped first. */
export function createPdfCache(capacity = 50) {
  const entries = new Map<string, Promise<RenderedPdf>>()
  return {
    get: (key: string, render: () => Promise<RenderedPdf>): Promise<RenderedPdf> => {
      const hit = entries.get(key)
      if (hit) {
        entries.delete(key)
        entries.set(key, hit)
        return hit
      }
      const made = render()
      made.catch(() => entries.delete(key))
      entries.set(key, made)
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string)
      return made
    },
  }
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A whole page as every signed-out visitor gets it, with its compressed forms made once. */
export type SharedPage = {
  status: number
  robots: string
  html: Buffer
  gzip?: Buffer
  br?: Buffer
}

export type Encoding = 'br' | 'gzip' | 'identity'

/** The best encoding the request accepts among those kept (quality values are not weighed). */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity'
  if (/\bbr\b/.test(header)) return 'br'
  if (/\bgzip\b/.test(header)) return 'gzip'
  return 'identity'
}

/** The page's body in an encoding, compressed on first use and kept with the page. */
export function encodedBody(page: SharedPage, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    return page.br
  }
  if (encoding === 'gzip') {
    page.gzip ??= gzipSync(page.html, { level: 9 })
    return page.gzip
  }
  return page.html
}

/**
 * Whole documents of pages that are the same for every signed-out visitor, keyed by the address they
 * depend on and the version of the content they show (ADR 021): a new version is a new key, so nothing
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

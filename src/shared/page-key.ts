import type { PageMatch } from './routes'

/**
 * The address a page's markup depends on: the path and the query parameters its route reads, in a fixed
 * order. Other parameters (campaign tags, cache busters) do not make another page. Under /embed the
 * whole query counts, as the embed script reads its options from it.
 */
export function pageKey(url: string, match: PageMatch | null): string {
  const [path = '/', search = ''] = url.split('?', 2)
  if (!search) return path
  if (!match || match.embed) return url
  const params = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of match.route.query ?? []) {
    const value = params.get(name)
    if (value !== null) kept.set(name, value)
  }
  const rest = kept.toString()
  return rest ? `${path}?${rest}` : path
}

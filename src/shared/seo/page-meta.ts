import { matchPage, type Robots, stripEmbedPrefix } from '../routes'
import { notFoundText, pageTexts } from './page-texts'

/** Head metadata of a page (spec "Page metadata"), shared by the server render and client navigation. */
export type PageMeta = {
  title: string
  description: string
  keywords: string
  canonical: string
  robots: Robots
  ogType: 'website' | 'article'
  image: string
}

type Site = { brandName: string; publicUrl: string }

/** Embed paths point at their page; a page with a parameter points at its row's canonical address. */
export function canonicalPath(pathname: string): string {
  const page = stripEmbedPrefix(pathname)
  const clean = page.length > 1 ? page.replace(/\/+$/, '') : page
  return matchPage(clean)?.route.canonical ?? clean
}

export function getPageMeta(pathname: string, site: Site, options: { notFound?: boolean } = {}): PageMeta {
  const route = options.notFound ? null : (matchPage(pathname)?.route ?? null)
  const text = route ? pageTexts[route.page] : notFoundText
  const path = canonicalPath(pathname)
  return {
    title: text.title(site.brandName),
    description: text.description,
    keywords: text.keywords,
    canonical: `${site.publicUrl}${path}`,
    robots: route?.robots ?? 'noindex, nofollow',
    ogType: 'website',
    image: `${site.publicUrl}/og-image.png`,
  }
}

import { pageTable } from '../routes'

/** Addresses listed in the sitemap (blog posts are added from the database). */
export const sitemapPaths = pageTable.flatMap((route) => (route.sitemap ? [route.sitemap] : []))

/** Addresses search engines are asked not to crawl: every page that asks not to be indexed, and the API. */
export const disallowedPaths = [
  ...new Set(
    pageTable
      .filter((route) => route.robots !== 'index, follow' && !route.path.includes(':'))
      .map((route) => route.path)
      .filter((path, _, all) => !all.some((other) => other !== path && path.startsWith(`${other}/`))),
  ),
  '/api/',
]

import { z } from 'zod'
import { endpoint } from '../http/endpoint'

// The files crawlers and feed readers fetch at the site's root; no page calls them, so only the server
// imports this file.

/** robots.txt, sitemap.xml and the blog's RSS feed. */
export const seoFilesApi = {
  robots: endpoint({ method: 'GET', path: '/robots.txt', file: 'text/plain', response: z.string() }),
  sitemap: endpoint({ method: 'GET', path: '/sitemap.xml', file: 'application/xml', response: z.string() }),
  rss: endpoint({ method: 'GET', path: '/blog/rss.xml', file: 'application/rss+xml', response: z.string() }),
}

import type { PublicPostSummary } from '@shared/blog/blog.schemas'
import { pages } from '@shared/routes'
import { disallowedPaths, sitemapPaths } from '@shared/seo/crawl-rules'

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing the control characters XML 1.0 forbids is the point
const invalidXmlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g

export const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 does not allow at all.
    .replace(invalidXmlChars, '')

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

type SitemapPost = { slug: string; updatedAt: Date }

export function sitemapXml(publicUrl: string, posts: SitemapPost[], siteUpdatedAt: Date): string {
  const newest = new Date(Math.max(siteUpdatedAt.getTime(), ...posts.map((p) => p.updatedAt.getTime())))
  const url = (loc: string, lastmod: Date, priority: string) =>
    `  <url><loc>${xmlEscape(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod><priority>${priority}</priority></url>`
  const listed = sitemapPaths.map((p) =>
    url(
      `${publicUrl}${p}`,
      p === pages.blog.sitemap ? newest : siteUpdatedAt,
      p === pages.home.sitemap ? '1.0' : '0.8',
    ),
  )
  const entries = posts.map((p) =>
    url(`${publicUrl}${pages['blog-post'].href({ slug: p.slug })}`, p.updatedAt, '0.7'),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[...listed, ...entries].join('\n')}
</urlset>
`
}

export function rssXml(site: { publicUrl: string; brandName: string }, posts: PublicPostSummary[]): string {
  const { publicUrl, brandName } = site
  const items = posts.map((p) => {
    const link = `${publicUrl}/blog/${p.slug}`
    return [
      '    <item>',
      `      <title>${xmlEscape(p.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>`,
      p.authorName ? `      <dc:creator>${xmlEscape(p.authorName)}</dc:creator>` : '',
      ...p.tags.map((t) => `      <category>${xmlEscape(t)}</category>`),
      `      <description>${xmlEscape(p.excerpt)}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  const lastBuild = posts[0] ? new Date(posts[0].publishedAt) : new Date(0)
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(`Payment Processing Insights | ${brandName}`)}</title>
    <link>${xmlEscape(`${publicUrl}/blog`)}</link>
    <atom:link href="${xmlEscape(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Guides for business owners on card-processing fees, pricing models, contracts and choosing a processor.</description>
    <language>en-us</language>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`
}

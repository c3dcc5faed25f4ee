import { blogApi } from '@shared/blog/blog.api'
import type { PublicPost } from '@shared/blog/blog.schemas'
import { markdownToText, PUBLIC_PAGE_SIZE, SLUG_PATTERN } from '@shared/blog/blog.schemas'
import { keyOf } from '@shared/http/endpoint'
import { safeJson } from '../../ssr/document'
import type { SsrLoader } from '../../ssr/ssr-loader'

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url)

/** Spec: metaDesc, or the first 160 characters of the body plus an ellipsis. */
export function postDescription(post: Pick<PublicPost, 'metaDesc' | 'contentMd'>): string {
  if (post.metaDesc) return post.metaDesc
  const text = markdownToText(post.contentMd)
  return text.length > 160 ? `${text.slice(0, 160)}...` : text
}

/** Article structured data; `safeJson` keeps `</script>` and friends from closing the element. */
export function articleJsonLd(
  post: PublicPost,
  site: { publicUrl: string; brandName: string; defaultImage: string },
): string {
  const url = `${site.publicUrl}/blog/${post.slug}`
  const authorName = post.authorName || `${site.brandName} Team`
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.metaTitle || post.title,
    description: postDescription(post),
    image: [post.heroImageUrl ? absolute(site.publicUrl, post.heroImageUrl) : site.defaultImage],
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    author: { '@type': /\bteam\b/i.test(authorName) ? 'Organization' : 'Person', name: authorName },
    publisher: {
      '@type': 'Organization',
      name: site.brandName,
      logo: { '@type': 'ImageObject', url: `${site.publicUrl}/favicon.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: post.tags.join(', '),
  }
  return `<script type="application/ld+json">${safeJson(data)}</script>`
}

const rssLink = (publicUrl: string, brandName: string) =>
  `<link rel="alternate" type="application/rss+xml" title="${attr(`Payment Processing Insights | ${brandName}`)}" href="${attr(`${publicUrl}/blog/rss.xml`)}">`

/** The first page of posts (the blog list redirects home while the blog is not public). */
export const blogListSsrLoader: SsrLoader = async ({ app }) => {
  const { blog } = app.services
  if (!(await blog.isPublic())) return { redirect: '/' }
  const posts = await blog.listPublic(PUBLIC_PAGE_SIZE, 0)
  return {
    queries: [
      [keyOf(blogApi.status), { enabled: true }],
      [keyOf(blogApi.posts, { query: { limit: PUBLIC_PAGE_SIZE, offset: 0 } }), posts],
    ],
    headExtra: rssLink(app.config.PUBLIC_URL, app.config.BRAND_NAME),
  }
}

/** The post with its metadata, or 404. */
export const blogPostSsrLoader: SsrLoader = async ({ app, params }) => {
  const { blog } = app.services
  const { PUBLIC_URL: publicUrl, BRAND_NAME: brandName } = app.config
  if (!(await blog.isPublic())) return { redirect: '/' }
  const slug = params.slug ?? ''
  const status: [readonly unknown[], unknown] = [keyOf(blogApi.status), { enabled: true }]
  const postKey = keyOf(blogApi.post, { params: { slug } })
  const post = SLUG_PATTERN.test(slug) ? await blog.getPublic(slug).catch(() => null) : null
  if (!post) return { status: 404, queries: [status, [postKey, null]] }
  const defaultImage = `${publicUrl}/og-image.png`
  const meta = {
    title: post.metaTitle || post.title,
    description: postDescription(post),
    keywords: post.tags.join(', '),
    canonical: `${publicUrl}/blog/${post.slug}`,
    ogType: 'article' as const,
    image: post.heroImageUrl ? absolute(publicUrl, post.heroImageUrl) : defaultImage,
  }
  const headExtra = [
    `<meta property="article:published_time" content="${attr(post.publishedAt)}">`,
    ...post.tags.map((t) => `<meta property="article:tag" content="${attr(t)}">`),
    rssLink(publicUrl, brandName),
    articleJsonLd(post, { publicUrl, brandName, defaultImage }),
  ].join('\n')
  return { queries: [status, [postKey, post]], meta, headExtra }
}

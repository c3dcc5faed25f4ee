import { seoFilesApi } from '@shared/blog/seo-files.api'
import type { FastifyPluginAsync } from 'fastify'
import { route } from '../../lib/route'
import { robotsTxt, rssXml, sitemapXml } from './seo-files'

const startedAt = new Date()

/** robots.txt, sitemap.xml and the blog's RSS feed; absolute URLs always come from PUBLIC_URL. */
export const seoFileRoutes: FastifyPluginAsync = async (app) => {
  const { blog } = app.services
  const { PUBLIC_URL: publicUrl, BRAND_NAME: brandName } = app.config
  // Files for crawlers, left out of the API's document.
  const file = { access: 'public', hide: true, tags: ['seo'] } as const

  await route(app, seoFilesApi.robots, { ...file, summary: 'robots.txt' }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  )

  await route(app, seoFilesApi.sitemap, { ...file, summary: 'The sitemap' }, async (_request, reply) => {
    const posts = (await blog.publishedIndex()).map((p) => ({ slug: p.slug, updatedAt: p.updatedAt }))
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemapXml(publicUrl, posts, startedAt))
  })

  await route(app, seoFilesApi.rss, { ...file, summary: "The blog's RSS feed" }, async (_request, reply) => {
    const posts = await blog.latestPublished(20)
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(rssXml({ publicUrl, brandName }, posts))
  })
}

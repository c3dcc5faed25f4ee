import type { FastifyPluginAsync } from 'fastify'
import { robotsTxt, rssXml, sitemapXml } from './seo-files'

const startedAt = new Date()

/** robots.txt, sitemap.xml and the blog's RSS feed; absolute URLs always come from PUBLIC_URL. */
export const seoFileRoutes: FastifyPluginAsync = async (app) => {
  const { blog } = app.services
  const { PUBLIC_URL: publicUrl, BRAND_NAME: brandName } = app.config
  const config = { access: 'public' as const }
  const schema = { hide: true }

  app.get('/robots.txt', { config, schema }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  )

  app.get('/sitemap.xml', { config, schema }, async (_request, reply) => {
    const posts = (await blog.publishedIndex()).map((p) => ({ slug: p.slug, updatedAt: p.updatedAt }))
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemapXml(publicUrl, posts, startedAt))
  })

  app.get('/blog/rss.xml', { config, schema }, async (_request, reply) => {
    const posts = await blog.latestPublished(20)
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(rssXml({ publicUrl, brandName }, posts))
  })
}

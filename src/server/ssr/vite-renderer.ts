import type { FastifyInstance } from 'fastify'
import type { EntryServer, PageRenderer } from './page-renderer'

const entryServer = '/src/client/entry-server.tsx'
const entryClient = '/src/client/entry-client.tsx'
/** Paths Vite's development server answers itself: its client, source modules and dependencies. */
const vitePaths = /^\/(@vite\/|@react-refresh|@id\/|@fs\/|src\/|node_modules\/)/

/**
 * `npm run dev`: Vite in middleware mode inside the server. The browser loads source modules with hot
 * module replacement over the server's own port; pages are server-rendered from the current sources.
 */
export async function viteRenderer(app: FastifyInstance): Promise<PageRenderer> {
  const { createServer } = await import('vite')
  const vite = await createServer({
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  })
  app.addHook('onClose', () => vite.close())
  app.addHook('onRequest', (request, reply, done) => {
    if (!vitePaths.test(request.url)) return done()
    reply.hijack()
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404
      reply.raw.end()
    })
  })

  return {
    entry: async () => (await vite.ssrLoadModule(entryServer)) as EntryServer,
    assets: { script: entryClient, styles: [], preloads: [] },
    devHead: async (url, nonce) => {
      const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>')
      const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []
      return scripts.map((s) => s.replace('<script', `<script nonce="${nonce}"`)).join('\n')
    },
    cacheable: false,
  }
}

import { describe, expect, it } from 'vitest'
import { signUpAdmin } from '../../src/server/modules/blog/blog-test-helpers'
import { request, setupTestApp } from '../helpers/test-app'

// An unknown id costs an existence check, not a render: the page's not-found state is rendered once.
const ctx = setupTestApp()

const page = (url: string) => request(ctx.app, { method: 'GET', url })
const stats = () => ctx.app.services.renderCache.stats()
const unknownId = (n: number) => `unknownAssessmentId${String(n).padStart(3, '0')}`

describe('unknown ids are answered without rendering each one', () => {
  it.each(['/assessment/', '/recommendations/', '/blog/'])(
    '%s<unknown> renders once for all',
    async (prefix) => {
      if (prefix === '/blog/') {
        const { cookie } = await signUpAdmin(ctx.app)
        const open = await request(ctx.app, {
          method: 'POST',
          url: '/api/admin/blogv2/public-access',
          cookie,
          payload: { enabled: true },
        })
        expect(open.statusCode).toBe(200)
      }
      const id = (n: number) => (prefix === '/blog/' ? `no-such-post-${n}` : unknownId(n))
      const first = await page(`${prefix}${id(0)}`)
      expect(first.statusCode).toBe(404)
      const before = stats()
      for (let n = 1; n <= 5; n++) {
        const res = await page(`${prefix}${id(n)}`)
        expect(res.statusCode).toBe(404)
        expect(res.headers['cache-control']).toBe('no-store')
        // The page's own not-found state, for this address.
        expect(res.body).toContain(id(n))
        expect(res.body).not.toContain(id(0))
      }
      const after = stats()
      expect([after.hits - before.hits, after.misses - before.misses]).toEqual([5, 0])
    },
  )
})

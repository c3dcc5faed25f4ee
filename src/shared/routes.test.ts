import { describe, expect, it } from 'vitest'
import { isKnownPath, isProtectedPath, linkFor, matchPage, pageTable } from './routes'
import { disallowedPaths, sitemapPaths } from './seo/crawl-rules'

describe('the route table', () => {
  it('matches each row with its parameters, decoded', () => {
    expect(matchPage('/recommendations/a%20b')).toMatchObject({
      route: { page: 'recommendation' },
      params: { id: 'a b' },
    })
    expect(matchPage('/assessment')?.params).toEqual({})
    expect(matchPage('/assessment/start')?.params).toEqual({ id: 'start' })
    expect(matchPage('/blog/some-post/')?.route.page).toBe('blog-post')
    expect(matchPage('/')?.route.page).toBe('home')
  })

  it('knows nothing else, except under /embed where every path shows a page', () => {
    expect(isKnownPath('/no/such/page')).toBe(false)
    expect(isKnownPath('/dashboard/extra')).toBe(false)
    expect(matchPage('/embed/no/such/page')).toMatchObject({ route: { page: 'home' }, embed: true })
  })

  it('leaves out of embed mode every page that is not embeddable', () => {
    for (const row of pageTable.filter((r) => !r.embeddable)) {
      const path = row.path.replace(/:(\w+)\??/g, 'x')
      expect(matchPage(`/embed${path}`)?.route.page, path).toBe('home')
    }
    expect(matchPage('/embed/recommendations/x')?.route.page).toBe('recommendation')
  })

  it('protects the signed-in pages and keeps links inside /embed only for embeddable pages', () => {
    expect(isProtectedPath('/dashboard')).toBe(true)
    expect(isProtectedPath('/admin/blogv2')).toBe(true)
    expect(isProtectedPath('/blog')).toBe(false)
    expect(linkFor('/checkout/x', true)).toBe('/embed/checkout/x')
    expect(linkFor('/auth', true)).toBe('/auth')
    expect(linkFor('/checkout/x', false)).toBe('/checkout/x')
  })

  it('derives robots rules and the sitemap from the rows', () => {
    expect(disallowedPaths).toEqual([
      '/payment-success',
      '/activate',
      '/forgot-password',
      '/reset-password',
      '/dashboard',
      '/admin',
      '/api/',
    ])
    expect(sitemapPaths).toEqual([
      '/',
      '/assessment/start',
      '/blog',
      '/methodology',
      '/terms',
      '/privacy',
      '/refund-policy',
    ])
  })
})

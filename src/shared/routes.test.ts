import { describe, expect, it } from 'vitest'
import { isKnownPath, isProtectedPath, linkFor, matchPage, pages, pageTable } from './routes'
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
    expect(linkFor('/assessment/x', true)).toBe('/embed/assessment/x')
    expect(linkFor('/checkout/x', true)).toBe('/checkout/x')
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

  it('builds each page’s links from its row: parameters into the path, declared query parameters after it', () => {
    expect(pages.home.href()).toBe('/')
    expect(pages.methodology.href()).toBe('/methodology')
    expect(pages.assessment.href()).toBe('/assessment')
    expect(pages.assessment.href({ id: 'start' })).toBe('/assessment/start')
    expect(pages.checkout.href({ id: 'a b/c' })).toBe('/checkout/a%20b%2Fc')
    expect(pages.dashboard.href({ tab: 'settings' })).toBe('/dashboard?tab=settings')
    expect(pages.admin.href({ section: 'users' })).toBe('/admin?section=users')
    // @ts-expect-error a checkout link needs the assessment's id
    pages.checkout.href()
    // @ts-expect-error the blog list reads no query parameter
    pages.blog.href({ page: '2' })
  })

  it('gives a page declared at another address a row there too, matched to the same page and never in the sitemap', () => {
    const rows = pageTable.filter((row) => row.page === 'recommendation')
    expect(rows.map((row) => row.path)).toEqual(['/recommendations/:id', '/recommendation/:id'])
    expect(matchPage('/recommendation/x')?.route.page).toBe('recommendation')
    expect(pages.recommendation.href({ id: 'x' })).toBe('/recommendations/x')
  })
})

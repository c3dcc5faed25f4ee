import { expect, registerViaApi, test } from './fixtures'

test.describe('public pages', () => {
  test('the 404 page answers HTTP 404 with the spec texts and links', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('404 - Page Not Found')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found')
    await expect(
      main.getByText("Sorry, the page you're looking for doesn't exist or has been moved."),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Start Assessment' })).toHaveAttribute(
      'href',
      '/assessment/start',
    )
    await expect(main.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/auth')
    await expect(main.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/auth')
    await expect(main.getByRole('link', { name: 'Blog & Resources' })).toHaveAttribute('href', '/blog')
    await expect(main.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:.+@/)
    await expect(main.getByRole('heading', { name: 'What can you do?' })).toBeVisible()
    await expect(main.getByRole('listitem')).toHaveCount(4)
    await expect(main.getByText('Need immediate help?')).toBeVisible()
  })

  test('signed in, the 404 popular links go to the dashboard and Login reads Dashboard', async ({ page }) => {
    await registerViaApi(page)
    await page.goto('/missing/deeper')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0)
    const dashboards = main.getByRole('link', { name: 'Dashboard', exact: true })
    await expect(dashboards).toHaveCount(2)
    for (const link of await dashboards.all()) await expect(link).toHaveAttribute('href', '/dashboard')
  })

  test('the home page has the hero, how it works and pricing anchors', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Payment Processor')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start Free Assessment' }).first(),
    ).toHaveAttribute('href', '/assessment/start')
    await expect(page.locator('#how-it-works')).toBeVisible()
    await expect(page.locator('#pricing')).toContainText('$49.99')
    await expect(page.locator('#pricing')).toContainText('$499.99')
  })

  test('a non-admin user sees Access Denied on the admin pages', async ({ page }) => {
    const user = await registerViaApi(page)
    for (const path of ['/admin', '/admin/blogv2']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
      await expect(page.getByText('Admin access required')).toBeVisible()
      await expect(page.getByText(user.email)).toBeVisible()
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the home hero is in the server HTML', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Payment Processor')
    await expect(page.getByRole('link', { name: 'Start Free Assessment' }).first()).toHaveAttribute(
      'href',
      '/assessment/start',
    )
  })
})

test('the share image every page names is served', async ({ page, request }) => {
  await page.goto('/')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toMatch(/\/og-image\.png$/)
  const res = await request.get(new URL(image ?? '').pathname)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/png')
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of ['/', '/methodology', '/blog', '/auth', '/assessment/start', '/terms', '/privacy']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  }
})

import { expect, test } from './fixtures'

/** Another origin on this machine (browsers block public pages from framing loopback servers). */
const otherOrigin = (base: string) => {
  const url = new URL(base)
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return url.origin
}

test.describe('embed mode', () => {
  test('a host page on another site frames the app and starts the assessment', async ({ page, baseURL }) => {
    // Serve the example host page from a different origin; the snippet and the frame come from the app.
    const app = new URL(baseURL ?? '').origin
    const host = otherOrigin(app)
    const example = await (await page.request.get('/embed-example.html')).text()
    await page.route(`${host}/partner/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: example.replace('src="/embed.js"', `src="${app}/embed.js"`),
      }),
    )
    const script = await page.request.get('/embed.js')
    expect(script.headers()['cross-origin-resource-policy']).toBe('cross-origin')
    const res = await page.request.get('/embed')
    expect(res.headers()['x-frame-options']).toBeUndefined()
    expect(res.headers()['content-security-policy']).toContain('frame-ancestors *')

    // The stand-in host page is served by the test, so Chromium treats it as public and asks before it
    // reaches a loopback server; a real host and a real deployment need no permission.
    await page
      .context()
      .grantPermissions(['local-network-access'])
      .catch(() => {})
    await page.goto(`${host}/partner/bakery`)
    const frame = page.frameLocator('#processormatch-embed iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Payment Processor')
    await expect(frame.getByRole('navigation')).toHaveCount(0)

    await page.evaluate(() =>
      (window as unknown as { ProcessorMatch: { startAssessment(): void } }).ProcessorMatch.startAssessment(),
    )
    const modal = frame.getByRole('dialog', { name: 'Get Your Personalized PSP Recommendations' })
    await expect(modal).toBeVisible()
    await modal.getByRole('button', { name: 'Close' }).click()
    await expect(modal).toBeHidden()

    await page.getByRole('button', { name: 'Compare processors' }).click()
    await expect(modal).toBeVisible()
  })

  test('the in-app start function fires a start-assessment event from the embed source', async ({ page }) => {
    await page.goto('/embed')
    await page.waitForFunction(
      () => typeof (window as { ProcessorMatch?: unknown }).ProcessorMatch === 'object',
    )
    const detail = await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('start-assessment', (e) => resolve((e as CustomEvent).detail), {
            once: true,
          })
          ;(
            window as unknown as { ProcessorMatch: { startAssessment(): void } }
          ).ProcessorMatch.startAssessment()
        }),
    )
    expect(detail).toEqual({ source: 'embed' })
    await expect(
      page.getByRole('dialog', { name: 'Get Your Personalized PSP Recommendations' }),
    ).toBeVisible()
    await expect(page.getByRole('navigation')).toHaveCount(0)
  })

  test('autoStart opens the modal; unknown and reset paths show the home screen', async ({ page }) => {
    await page.goto('/embed?autoStart=1')
    await expect(
      page.getByRole('dialog', { name: 'Get Your Personalized PSP Recommendations' }),
    ).toBeVisible()

    for (const path of ['/embed/no/such/page', '/embed/forgot-password', '/embed/reset-password']) {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Payment Processor')
    }
  })

  test('a global configuration turns embed mode on for a normal path after hydration', async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { ProcessorMatchEmbed: object }).ProcessorMatchEmbed = {
        embedMode: true,
        hideNavigation: true,
      }
    })
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Payment Processor')
    await expect(page.getByRole('navigation')).toHaveCount(0)
  })

  test('pages outside /embed refuse to be framed', async ({ page }) => {
    const res = await page.request.get('/')
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN')
  })
})

import { expect, test } from './fixtures'

// Each page's own stylesheets (its Mantine components) come inside its HTML: the page is styled before any
// script runs, and the browser does not fetch them again when the page's script loads. The app's scripts
// start loading once the page has been painted: the shell's stylesheet is the only file the first paint waits for.

test.describe('styles at first paint', () => {
  test.use({ javaScriptEnabled: false })

  // Inputs and tables appear on no page that ships with the entry: their styles come with these pages only.
  for (const path of ['/auth', '/assessment/start']) {
    test(`${path} is styled without JavaScript: its fields have Mantine's height and border`, async ({
      page,
    }) => {
      await page.goto(path)
      const field = page.locator('main .mantine-Input-input').first()
      await expect(field).toBeVisible()
      const looks = await field.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        radius: getComputedStyle(el).borderTopLeftRadius,
      }))
      expect(looks.height).toBeGreaterThanOrEqual(34)
      expect(looks.radius).not.toBe('0px')
    })
  }

  test('/methodology is styled without JavaScript: its tables have their cell padding', async ({ page }) => {
    await page.goto('/methodology')
    const cell = page.locator('main .mantine-Table-td').first()
    await expect(cell).toBeVisible()
    // The browser's own cell padding is 1px; Mantine's is a spacing step.
    expect(await cell.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft))).toBeGreaterThan(
      4,
    )
  })

  test('/methodology lists the providers with their rates and sources in its HTML', async ({ page }) => {
    await page.goto('/methodology')
    const stripe = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Stripe', exact: true }) })
    await expect(stripe).toContainText('2.9% + $0.30')
    await expect(stripe.getByRole('link', { name: 'stripe.com' }).first()).toHaveAttribute(
      'href',
      'https://stripe.com/pricing',
    )
  })
})

test('a page does not fetch again the stylesheets its HTML carried, after hydrating or coming back', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) fetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/auth')
  const carried = await page
    .locator('link[rel=stylesheet][disabled]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
  expect(carried.length).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Sign In' }).last()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fetched.filter((path) => carried.includes(path))).toEqual([])
})

for (const path of ['/', '/auth', '/blog']) {
  test(`${path}: the first paint waits for no script; the scripts start after it, and the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1
      const files = performance.getEntriesByType('resource').map((r) => ({ url: r.name, start: r.startTime }))
      return { paint, files }
    })
    expect(timing.paint).toBeGreaterThan(0)
    const scripts = timing.files.filter((file) => new URL(file.url).pathname.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((file) => file.start < timing.paint).map((file) => file.url)).toEqual([])
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  })
}

// React hydrates a page's Suspense boundary in a pass of its own, after the shell around it. The journeys
// click as soon as the marker is set, so it must wait for the page's content, not only the shell.
for (const path of ['/', '/auth', '/blog']) {
  test(`${path}: when the page is marked hydrated, its heading is already React's`, async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const root = document.documentElement
        if (root.getAttribute('data-hydrated') !== 'true') return
        observer.disconnect()
        const heading = document.querySelector('main h1')
        root.dataset.headingHydrated = String(
          heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')),
        )
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-heading-hydrated', 'true')
  })
}

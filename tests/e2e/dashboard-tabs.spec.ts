import { buyReport } from './dashboard-helpers'
import { expect, type Page, test } from './fixtures'

// Each dashboard tab is its own chunk: the tab the address opens with comes rendered and styled in the
// server's HTML and is hydrated in place; another tab's code is fetched when it is chosen.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' })
const tabHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the tab the address opens with is in the page, styled, the default one and a named one', async ({
    page,
  }) => {
    const { email } = await buyReport(page, 'startup')
    await page.goto('/dashboard')
    await expect(tabHeading(page, 'My Reports & Analysis')).toBeVisible()
    await expect(
      page.getByText('Your saved analysis reports, with every provider ranked on your numbers.'),
    ).toBeVisible()

    await page.goto('/dashboard?tab=settings')
    await expect(tabHeading(page, 'Account Settings')).toBeVisible()
    await expect(tabHeading(page, 'My Reports & Analysis')).toHaveCount(0)
    const field = page.getByLabel('Email address')
    await expect(field).toHaveValue(email)
    // The tab's own components are styled by the styles the page carries (Mantine's field height and radius).
    const looks = await field.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      radius: getComputedStyle(el).borderTopLeftRadius,
    }))
    expect(looks.height).toBeGreaterThanOrEqual(34)
    expect(looks.radius).not.toBe('0px')
  })
})

test('the open tab is hydrated in place; another tab loads its code when chosen, by keyboard too', async ({
  page,
}) => {
  await buyReport(page, 'startup')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // Headings the page removes: a server-rendered tab thrown away and drawn again would show up here.
  await page.addInitScript(() => {
    const removed: string[] = []
    Object.assign(window, { removedHeadings: removed })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element)
            for (const h of node.matches('h2') ? [node] : node.querySelectorAll('h2'))
              removed.push(h.textContent ?? '')
    }).observe(document, { childList: true, subtree: true })
  })

  const response = await page.goto('/dashboard?tab=settings')
  const html = (await response?.text()) ?? ''
  // The tab's code is not hinted (it loads after the first paint, before hydrating); no other tab's either.
  expect(html).not.toContain('/assets/account-settings-tab-')
  expect(html).not.toContain('/assets/reports-tab-')
  await expect(tabHeading(page, 'Account Settings')).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings),
  ).toEqual([])
  expect(scripts.some((path) => path.includes('/account-settings-tab-'))).toBe(true)
  expect(scripts.filter((path) => /\/(reports|cost-analysis)-tab-/.test(path))).toEqual([])

  // By keyboard: the menu's button opens the tab, and keeps the focus.
  const reports = menu(page).getByRole('button', { name: 'My Reports & Analysis' })
  await reports.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?tab=reports$/)
  await expect(tabHeading(page, 'My Reports & Analysis')).toBeVisible()
  await expect(page.getByText('1 report', { exact: true })).toBeVisible()
  await expect(reports).toBeFocused()
  expect(scripts.some((path) => path.includes('/reports-tab-'))).toBe(true)

  // While a tab's code is on its way, a skeleton stands in its place (the previous tab is gone at once).
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/cost-analysis-tab-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await menu(page)
    .getByRole('button', { name: /Cost Analysis Tools/ })
    .click()
  await expect(page.getByLabel('Loading')).toBeVisible()
  await expect(tabHeading(page, 'My Reports & Analysis')).toHaveCount(0)
  await expect(tabHeading(page, 'Cost Analysis Tools')).toHaveCount(0)
  release()
  await expect(tabHeading(page, 'Cost Analysis Tools')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Live Calculator' })).toBeVisible()
})

import { boughtElsewhere, openAdmin } from './admin-helpers'
import { blockingViolations } from './axe'
import { expect, test } from './fixtures'

const sections = ['dashboard', 'users', 'assessments', 'reports', 'providers', 'promo-codes']

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the admin console has no serious or critical violations (${colorScheme})`, async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(150_000)
    await boughtElsewhere(browser)
    await page.addInitScript((scheme) => {
      localStorage.setItem('mantine-color-scheme-value', scheme)
    }, colorScheme)
    await openAdmin(page, baseURL)
    for (const section of sections) {
      await page.goto(`/admin?section=${section}`)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await blockingViolations(page, section)).toEqual([])
    }
  })
}

import AxeBuilder from '@axe-core/playwright'
import { boughtElsewhere, openAdmin } from './admin-helpers'
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
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${section}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(blocking).toEqual([])
    }
  })
}

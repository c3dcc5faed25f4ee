import { blockingViolations } from './axe'
import { buyReport } from './dashboard-helpers'
import { expect, test } from './fixtures'

// Each scan buys its own report: they are independent of each other.
test.describe.configure({ mode: 'parallel' })

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the paid dashboard has no serious or critical violations (${colorScheme}, ${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((scheme) => {
        localStorage.setItem('mantine-color-scheme-value', scheme)
      }, colorScheme)
      await buyReport(page, 'startup')
      for (const tab of ['reports', 'recommendations', 'assessments', 'settings']) {
        await page.goto(`/dashboard?tab=${tab}`)
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(await blockingViolations(page, tab)).toEqual([])
      }
    })
  }
}

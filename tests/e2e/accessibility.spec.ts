import AxeBuilder from '@axe-core/playwright'
import { completedAssessment } from './checkout-helpers'
import { buyReport } from './dashboard-helpers'
import { expect, test } from './fixtures'

const pages = ['/', '/auth', '/this-page-does-not-exist', '/methodology', '/privacy']

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} mode`, () => {
    for (const path of pages) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.addInitScript((scheme) => {
          localStorage.setItem('mantine-color-scheme-value', scheme)
        }, colorScheme)
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme)
        await page.waitForLoadState('networkidle')
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        expect(blocking).toEqual([])
      })
    }
  })
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the paid dashboard has no serious or critical violations (${colorScheme}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((scheme) => {
        localStorage.setItem('mantine-color-scheme-value', scheme)
      }, colorScheme)
      await buyReport(page, 'startup')
      for (const tab of ['reports', 'recommendations', 'assessments', 'settings']) {
        await page.goto(`/dashboard?tab=${tab}`)
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${tab}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        expect(blocking).toEqual([])
      }
    })
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the free recommendation page has no serious or critical violations (${colorScheme}, ${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((scheme) => {
        localStorage.setItem('mantine-color-scheme-value', scheme)
      }, colorScheme)
      const id = await completedAssessment(request)
      await page.goto(`/recommendations/${id}`)
      await expect(page.getByTestId('top-provider')).toBeVisible()
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      expect(blocking).toEqual([])
    })
  }
}

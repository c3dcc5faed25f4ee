import { seedArticles } from '../../src/server/modules/blog/seed-articles'
import { pageTable } from '../../src/shared/routes'
import { blockingViolations } from './axe'
import { completedAssessment } from './checkout-helpers'
import { expect, test } from './fixtures'

/**
 * Every public page of the route table, with a real assessment, checkout and blog post for the ones with
 * parameters. The post is the newest launch article, whatever other journeys have published (hostile
 * markdown among them) before this one runs.
 */
function publicPages(assessmentId: string) {
  const fixed = pageTable
    .filter((row) => row.access === 'public' && !row.path.includes(':'))
    .map((row) => row.sitemap ?? row.path)
  const slug = seedArticles.at(-1)?.slug
  return [...fixed, `/checkout/${assessmentId}`, `/blog/${slug}`, '/this-page-does-not-exist']
}

// Each scan is independent of the others: they share the two workers.
test.describe.configure({ mode: 'parallel' })

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`every public page has no serious or critical violations (${colorScheme}, ${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((scheme) => {
        localStorage.setItem('mantine-color-scheme-value', scheme)
      }, colorScheme)
      const blocking: string[] = []
      for (const path of publicPages(await completedAssessment(request))) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme)
        // The last part to arrive: the support chat's button, loaded once the page is interactive.
        await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible()
        blocking.push(...(await blockingViolations(page, path)))
      }
      expect(blocking).toEqual([])
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
      expect(await blockingViolations(page)).toEqual([])
    })
  }
}

import type { APIRequestContext } from '@playwright/test'
import { pageTable } from '../../src/shared/routes'
import { blockingViolations } from './axe'
import { completedAssessment } from './checkout-helpers'
import { buyReport } from './dashboard-helpers'
import { expect, test } from './fixtures'

/** Every public page of the route table, with a real assessment, checkout and blog post for the ones with parameters. */
async function publicPages(request: APIRequestContext) {
  const fixed = pageTable
    .filter((row) => row.access === 'public' && !row.path.includes(':'))
    .map((row) => row.sitemap ?? row.path)
  const id = await completedAssessment(request)
  const posts = await (await request.get('/api/blogv2/public/posts?limit=1&offset=0')).json()
  const slug = posts[0]?.slug as string
  expect(slug).toBeTruthy()
  return [...fixed, `/checkout/${id}`, `/blog/${slug}`, '/this-page-does-not-exist']
}

// Each scan is independent of the others: they share the two workers (the longest file of the journeys).
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
      for (const path of await publicPages(request)) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme)
        await page.waitForLoadState('networkidle')
        blocking.push(...(await blockingViolations(page, path)))
      }
      expect(blocking).toEqual([])
    })
  }
}

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

import { test as base, expect, type Page } from '@playwright/test'

export type { Page }
export { expect }

/**
 * Waits until the page is interactive: React hydrated the shell and its effects run. Checked on every frame:
 * a locator's wait re-checks at growing intervals (up to half a second), which cost every navigation ~100 ms.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    polling: 'raf',
  })
}

/**
 * Playwright's `test` whose `page.goto` returns only once one of our pages is interactive, so a click
 * right after a navigation reaches React. Documents that aren't ours (XML, the embed host example) and
 * pages without JavaScript are returned as soon as they load.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      const isAppPage = (await page.locator('script#app-state').count()) > 0
      if (javaScriptEnabled !== false && isAppPage) await waitForHydration(page)
      return response
    }
    await use(page)
  },
})

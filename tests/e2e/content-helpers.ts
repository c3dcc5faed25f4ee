import type { Page } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { waitForHydration } from './fixtures'

/** Opens one admin section as the administrator. */
export async function openAdminSection(page: Page, section: string, baseURL: string | undefined) {
  await signInAsAdmin(page.context())
  await page.goto(`${baseURL ?? ''}/admin?section=${section}`)
  await waitForHydration(page)
}

/** Full-page screenshots at 1280 and 390 px wide into /tmp/content-shots/. */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(150)
    await page.screenshot({ path: `/tmp/content-shots/${name}-${width}.png`, fullPage })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

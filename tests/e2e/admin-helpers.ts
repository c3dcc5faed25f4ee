import type { Browser, Page } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { buyReport } from './dashboard-helpers'
import { registerViaApi } from './fixtures'

export const shotsDir = '/tmp/admin-shots'

/** The page signed in as the configured administrator, on the given console section. */
export async function openAdmin(page: Page, baseURL: string | undefined, section = 'dashboard') {
  await signInAsAdmin(page.context())
  await page.goto(`${baseURL ?? ''}/admin?section=${section}`)
}

/** A report bought by a new buyer in a separate browser, so the admin page keeps its own session. */
export async function boughtElsewhere(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const bought = await buyReport(page)
  await context.close()
  return bought
}

/** A new signed-up user made in a separate browser. */
export async function userElsewhere(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const user = await registerViaApi(page)
  await context.close()
  return user
}

/** Screenshots at desktop and phone width. */
export async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${shotsDir}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${shotsDir}/${name}-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
}

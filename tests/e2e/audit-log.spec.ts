import { openAdmin } from './admin-helpers'
import { expect, newUser, type Page, test } from './fixtures'

const shots = '/tmp/security-shots'

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('the administrator reads the audit log and filters it by event type and actor', async ({
  page,
  baseURL,
  browser,
}) => {
  // Someone else signs up and mistypes a password in another browser.
  const other = await browser.newContext()
  const visitor = newUser()
  const headers = { origin: new URL(baseURL ?? '').origin }
  expect((await other.request.post(`${baseURL}/api/register`, { data: visitor, headers })).status()).toBe(201)
  await other.request.post(`${baseURL}/api/logout`, { headers })
  const wrong = await other.request.post(`${baseURL}/api/login`, {
    data: { username: visitor.email, password: 'not the password' },
    headers,
  })
  expect(wrong.status()).toBe(401)
  await other.close()

  await openAdmin(page, baseURL, 'audit')
  await expect(page).toHaveURL(/section=audit/)
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Audit events' })
  await expect(table.getByText('Failed sign-in').first()).toBeVisible()
  await shoot(page, 'admin-audit')

  await page.getByRole('combobox', { name: 'Event type' }).click()
  await page.getByRole('option', { name: 'Failed sign-in' }).click()
  await expect(table.getByRole('row').nth(1)).toContainText(visitor.email)
  // Every event shown is one (asked again until the filtered list has replaced the whole one).
  await expect(table.locator('tbody tr').filter({ hasNotText: 'Failed sign-in' })).toHaveCount(0)
  await expect(table.locator('tbody tr').first()).toContainText('Failed sign-in')

  await page.getByRole('combobox', { name: 'Event type' }).click()
  await page.getByRole('option', { name: 'All events' }).click()
  await page.getByLabel('Actor').fill(visitor.username)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('Account created')
  await page.getByLabel('Actor').fill('nobody-at-all-here')
  await expect(page.getByText('No events match these filters.')).toBeVisible()
})

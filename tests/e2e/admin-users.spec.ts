import { generate } from 'otplib'
import { boughtElsewhere, openAdmin, shoot, userElsewhere } from './admin-helpers'
import { expect, registerViaApi, test } from './fixtures'
import { hasMailbox, waitForMail } from './mailbox'

test.use({ viewport: { width: 1280, height: 900 } })

async function act(page: import('@playwright/test').Page, email: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${email}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('users: reset password mail, deactivate and activate, export', async ({ page, baseURL, browser }) => {
  const { email } = await boughtElsewhere(browser)
  await openAdmin(page, baseURL, 'users')
  await page.getByRole('textbox', { name: /Search users/ }).fill(email)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row.getByText('Active', { exact: true }).first()).toBeVisible()

  await act(page, email, 'Reset Password')
  const reset = page.getByRole('dialog', { name: 'Reset Password' })
  await expect(reset.getByText('Send password reset email to this user?')).toBeVisible()
  await reset.getByRole('button', { name: 'Send Email' }).click()
  await expect(page.getByText('Password Reset', { exact: true })).toBeVisible()
  if (hasMailbox()) await waitForMail(email, /reset-password\?token=/)

  await act(page, email, 'Deactivate')
  await page
    .getByRole('dialog', { name: 'Deactivate User' })
    .getByRole('button', { name: 'Deactivate' })
    .click()
  await expect(row.getByText('Deactivated')).toBeVisible()
  await act(page, email, 'Activate')
  await page.getByRole('dialog', { name: 'Activate User' }).getByRole('button', { name: 'Activate' }).click()
  await expect(row.getByText('Deactivated')).toHaveCount(0)

  const download = page.waitForEvent('download')
  await act(page, email, 'Export Data')
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^user-.+-data\.json$/)
  await expect(page.getByText('Export Complete')).toBeVisible()
})

test('users: impersonate, see the banner, return to admin', async ({ page, baseURL, browser }) => {
  const user = await userElsewhere(browser)
  await openAdmin(page, baseURL, 'users')
  await page.getByRole('textbox', { name: /Search users/ }).fill(user.email)
  await act(page, user.email, 'Impersonate')
  const confirm = page.getByRole('dialog', { name: 'Impersonate User' })
  await expect(confirm.getByText(/You will be logged in as them/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Impersonate' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  const banner = page.getByRole('status', { name: 'Impersonation' })
  await expect(banner).toContainText(`You are viewing the site as ${user.email}`)
  await banner.getByRole('button', { name: 'Return to admin' }).click()
  await expect(page).toHaveURL(/\/admin\?section=users/)
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible()
})

test('users: delete after the confirmation removes the user', async ({ page, baseURL, browser }) => {
  const user = await userElsewhere(browser)
  await openAdmin(page, baseURL, 'users')
  await page.getByRole('textbox', { name: /Search users/ }).fill(user.email)
  await act(page, user.email, 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete User' })
  await expect(confirm.getByText(/permanent and cannot be undone/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('User Deleted')).toBeVisible()
  await expect(page.getByText('No users match.')).toBeVisible()
})

test('users: reset the second factor of a user who lost their authenticator', async ({
  page,
  baseURL,
  browser,
}) => {
  // The user turns two-factor authentication on in a browser of their own.
  const context = await browser.newContext()
  const own = await context.newPage()
  const user = await registerViaApi(own)
  const headers = { origin: new URL(baseURL ?? '').origin }
  const setup = await own.request.post('/api/user/second-factor/setup', { headers })
  const { secret } = await setup.json()
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) })
  expect(
    (await own.request.post('/api/user/second-factor/enable', { headers, data: { code } })).status(),
  ).toBe(200)

  await openAdmin(page, baseURL, 'users')
  await page.getByRole('textbox', { name: /Search users/ }).fill(user.email)
  await act(page, user.email, 'Reset Two-Factor')
  const dialog = page.getByRole('dialog', { name: 'Reset Two-Factor Authentication' })
  await expect(dialog.getByText(`Turn off two-factor authentication for ${user.email}?`)).toBeVisible()
  await shoot(page, 'users-reset-two-factor')
  await dialog.getByRole('button', { name: 'Reset Two-Factor' }).click()
  await expect(page.getByText(`${user.email} can now sign in with their password alone.`)).toBeVisible()

  // The password alone now signs the user in.
  const login = await own.request.post('/api/login', {
    headers,
    data: { username: user.email, password: user.password },
  })
  expect(await login.json()).toMatchObject({ email: user.email })
  await context.close()
})

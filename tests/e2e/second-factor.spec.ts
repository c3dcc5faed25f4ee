import { generate } from 'otplib'
import { adminAccount, nextAdminCode } from './admin-session'
import { expect, type Page, registerViaApi, test } from './fixtures'

const shots = '/tmp/security-shots'

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function signInWithPassword(page: Page, path: string, username: string, password: string) {
  await page.goto(path)
  await page.getByLabel('Email or username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Password', { exact: true }).press('Enter')
}

/**
 * The code of the step `offset` steps away from now (the server accepts one step either side, each once).
 * The previous step's code is refused once the next step begins: when fewer than 10 s of this step are left,
 * it waits for the next step first, so the code still holds when the server reads it on a busy machine.
 */
async function codeAt(secret: string, offset: number) {
  const stepMs = 30_000
  const left = stepMs - (Date.now() % stepMs)
  if (offset < 0 && left < 10_000) {
    test.info().setTimeout(test.info().timeout + left)
    await new Promise((r) => setTimeout(r, left + 100))
  }
  return generate({ secret, epoch: (Math.floor(Date.now() / stepMs) + offset) * 30 + 1 })
}

test.describe('second factor at sign-in', () => {
  test('the administrator signs in with a password and then a code from the authenticator app', async ({
    page,
  }) => {
    await signInWithPassword(page, '/auth', adminAccount.email, adminAccount.password)
    const code = page.getByLabel('Authentication code')
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible()
    await expect(code).toBeFocused()
    await expect(page).toHaveURL(/\/auth$/)
    await shoot(page, 'sign-in-code-step')

    // Typed from the keyboard: a short code is refused on the field, a wrong one by the server.
    await code.pressSequentially('123')
    await code.press('Enter')
    await expect(
      page.getByText('Enter the 6-digit code from your authenticator app', { exact: true }),
    ).toBeVisible()
    await code.fill('000000')
    await code.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'Code not accepted' })).toBeVisible()
    await shoot(page, 'sign-in-code-wrong')

    await code.fill(await nextAdminCode())
    await code.press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible()
  })

  test('Back to sign in returns to the password form', async ({ page }) => {
    await signInWithPassword(page, '/auth', adminAccount.email, adminAccount.password)
    await expect(page.getByLabel('Authentication code')).toBeVisible()
    await page.getByRole('button', { name: 'Back to sign in' }).click()
    await expect(page.getByLabel('Email or username')).toBeVisible()
    await expect(page.getByLabel('Authentication code')).toHaveCount(0)
  })
})

test.describe('two-factor authentication in Account Settings', () => {
  test('a user turns it on with a QR code, signs in with a code, and turns it off with a code', async ({
    page,
  }) => {
    const user = await registerViaApi(page)
    await page.goto('/dashboard?tab=settings')
    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Two-Factor Authentication' })
    await expect(card.getByText('Off', { exact: true })).toBeVisible()
    await card.getByRole('button', { name: 'Turn On Two-Factor Authentication' }).click()
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' })
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
    const secret = ((await dialog.getByTestId('totp-setup-key').textContent()) ?? '').replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await shoot(page, 'settings-enrol')
    await dialog.getByLabel('Authentication code').fill('000000')
    await dialog.getByRole('button', { name: 'Turn On' }).click()
    await expect(
      page.getByText('That code is not right. Check your authenticator app and try again.'),
    ).toBeVisible()
    await dialog.getByLabel('Authentication code').fill(await codeAt(secret, -1))
    await dialog.getByRole('button', { name: 'Turn On' }).click()
    await expect(page.getByText('Signing in now asks for a code from your authenticator app.')).toBeVisible()
    await expect(card.getByText('On', { exact: true })).toBeVisible()
    await shoot(page, 'settings-on')

    await page.request.post('/api/logout', { headers: { origin: new URL(page.url()).origin } })
    await signInWithPassword(page, '/auth', user.email, user.password)
    await page.getByLabel('Authentication code').fill(await codeAt(secret, 0))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto('/dashboard?tab=settings')
    await card.getByRole('button', { name: 'Turn Off Two-Factor Authentication' }).click()
    const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication?' })
    await off.getByLabel('Authentication code').fill(await codeAt(secret, 1))
    await off.getByRole('button', { name: 'Turn Off' }).click()
    await expect(page.getByText('Signing in now asks for your password only.')).toBeVisible()
    await expect(card.getByText('Off', { exact: true })).toBeVisible()
  })
})

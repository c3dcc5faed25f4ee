import { expect, newUser, registerViaApi, test } from './fixtures'

test.describe('sign up, sign in and sign out', () => {
  test('signing up leads to the dashboard', async ({ page }) => {
    const user = newUser()
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page.getByLabel('Email', { exact: true }).fill(user.email)
    await page.getByLabel('Username', { exact: true }).fill(user.username)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByText(user.email).first()).toBeVisible()
    await expect(page.getByText('No Reports Yet')).toBeVisible()
    await expect(page).toHaveTitle(/^Dashboard \|/)
  })

  test('sign-up shows the validation messages on the fields', async ({ page }) => {
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page.getByLabel('Email', { exact: true }).fill('not-an-email')
    await page.getByLabel('Username', { exact: true }).fill('ab')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Valid email is required')).toBeVisible()
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible()
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('sign-in shows the validation messages on the fields', async ({ page }) => {
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  })

  test('signs in by username, signs out from the header and lands home', async ({ browser, page }) => {
    const user = newUser()
    const setup = await browser.newPage()
    await registerViaApi(setup, user)
    await setup.close()

    await page.goto('/auth')
    await page.getByLabel('Email or username').fill(user.username)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText(user.email)).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
    ).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('signs in by email and signs out from the dashboard', async ({ browser, page }) => {
    const user = newUser()
    const setup = await browser.newPage()
    await registerViaApi(setup, user)
    await setup.close()

    await page.goto('/auth')
    await page.getByLabel('Email or username').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Perfect Payment Processor')
  })

  test('a visitor who is not signed in is sent from /dashboard to /auth', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible()
  })

  test('a signed-in user is sent from /auth to /dashboard', async ({ page }) => {
    const user = await registerViaApi(page)
    await page.goto('/auth')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText(user.email)).toBeVisible()
  })
})

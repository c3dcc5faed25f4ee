import { expect, registerViaApi, test } from './fixtures'

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens, closes on the backdrop and on navigation; no Admin Panel for a visitor', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()

    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    for (const name of ['Home', 'Dashboard', 'Sign In', 'Start Free Assessment']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0)

    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 200, y: 700 } })
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByTestId('mobile-menu-backdrop')).toHaveCount(0)
  })

  test('a signed-in user sees Dashboard but no Sign In and no Admin Panel', async ({ page }) => {
    await registerViaApi(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0)
    await menu.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(menu).toBeHidden()
  })
})

test.describe('desktop navigation', () => {
  test('links, active state and page metadata follow client-side navigation', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page).toHaveTitle(/^Sign In or Create an Account \|/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/auth$/)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Activate account' }).click()
    await expect(page).toHaveURL(/\/activate$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')

    await nav.getByRole('link', { name: 'Assessment' }).click()
    await expect(page).toHaveURL(/\/assessment\/start$/)
    await expect(page).toHaveTitle(/^Free Payment Processor Assessment \|/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/assessment$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })

  test('the dark-mode toggle switches the colour scheme and remembers it', async ({ page }) => {
    await page.goto('/')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
    await page.getByRole('button', { name: 'Toggle dark mode' }).click()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.reload()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  })

  test('the footer links go where the spec says', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const href = (name: string) => footer.getByRole('link', { name, exact: true })
    await expect(href('How it works')).toHaveAttribute('href', '/#how-it-works')
    await expect(href('Pricing')).toHaveAttribute('href', '/#pricing')
    await expect(href('Free assessment')).toHaveAttribute('href', '/assessment/start')
    await expect(href('Help center')).toHaveAttribute('href', '/blog')
    await expect(href('Forgot password')).toHaveAttribute('href', '/forgot-password')
    await expect(href('Activate account')).toHaveAttribute('href', '/activate')
    await expect(href('How we rank providers')).toHaveAttribute('href', '/methodology')
    await expect(href('Privacy Policy')).toHaveAttribute('href', '/privacy')
    await expect(href('Terms of Service')).toHaveAttribute('href', '/terms')
    await expect(href('Refund Policy')).toHaveAttribute('href', '/refund-policy')
    await expect(href('Dashboard')).toHaveAttribute('href', '/auth')
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await footer.getByRole('button', { name: 'Live chat' }).click()
    const dialog = page.getByRole('dialog', { name: 'Chat with support' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:/)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(dialog).toBeHidden()
  })

  test('signed in, the footer account link goes to the dashboard and the policies to their pages', async ({
    page,
  }) => {
    await registerViaApi(page)
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await footer.getByRole('link', { name: 'Terms of Service', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  })
})

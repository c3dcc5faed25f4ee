import { adminRequestContext, signInAsAdmin } from './admin-session'
import { completedAssessment, uniqueEmail } from './checkout-helpers'
import { expect, type Page, test } from './fixtures'

// What the administrator's session or console changes for a visitor: the journeys that sign in as the
// administrator (one session per code window, so they run in the shared-state project, alone).

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' })

test('the administrator switches the dashboard between admin and user view', async ({ page }) => {
  await signInAsAdmin(page.context())
  // The administrator, in admin view, also has the Admin Dashboard entry; user view hides it.
  await page.goto('/dashboard?tab=settings')
  await expect(menu(page).getByRole('button', { name: 'Admin Dashboard' })).toBeVisible()
  await page.getByRole('switch', { name: 'Admin View' }).click()
  await expect(page).toHaveURL(/\?tab=reports$/)
  await expect(menu(page).getByRole('button', { name: 'Admin Dashboard' })).toHaveCount(0)
  await expect(page.getByRole('switch', { name: 'User View' })).toBeVisible()
})

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the administrator sees the Admin Panel link and reaches the console', async ({ page }) => {
    await signInAsAdmin(page.context())
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Admin Panel' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible()
  })
})

test('a 100% promo switches to the free-order form and creates the account', async ({ page, request }) => {
  const password = 'buyer password 1'
  const admin = await adminRequestContext()
  const created = await admin.post('/api/admin/promo-codes', {
    data: { name: 'E2E full', discountPercentage: 100, maxUses: 1 },
    headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin },
  })
  expect(created.status()).toBe(201)
  const { code } = (await created.json()).promoCode
  await admin.dispose()

  const id = await completedAssessment(request)
  const email = uniqueEmail('free')
  await page.goto(`/checkout/${id}`)
  await expect(page.getByRole('button', { name: 'Pay $49.99' })).toBeEnabled()
  await page.getByLabel('Promo code').fill(`  ${code.toLowerCase()} `)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Promo Code Applied!')).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText('$0.00')
  await expect(page.getByLabel('Card number')).toHaveCount(0)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Create a password').fill(password)
  await page.getByRole('checkbox', { name: /I agree/ }).check()
  await page.getByRole('button', { name: 'Complete Free Order' }).click()
  await expect(page.getByText('Order Complete!')).toBeVisible()
  await expect(page).toHaveURL(/\/payment-success$/)
  const signIn = await request.post('/api/login', { data: { username: email, password } })
  expect(signIn.status()).toBe(200)
})

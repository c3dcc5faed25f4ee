import { boughtElsewhere, openAdmin, shoot, userElsewhere } from './admin-helpers'
import { expect, registerViaApi, test } from './fixtures'

test.use({ viewport: { width: 1280, height: 900 } })

test('a signed-in non-admin sees the Access Denied card with their account', async ({ page }) => {
  const user = await registerViaApi(page)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText('Admin access required')).toBeVisible()
  await expect(page.getByText(user.email)).toBeVisible()
  await shoot(page, 'access-denied')
})

test('dashboard: figures, the 30-day chart and recent activity; the section lives in the URL', async ({
  page,
  baseURL,
  browser,
}) => {
  await boughtElsewhere(browser)
  await openAdmin(page, baseURL)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible()
  const figures = page.getByRole('region', { name: 'Key figures' })
  for (const label of ['Total Users', 'Total Revenue', 'Assessments', 'Conversion Rate']) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(figures.getByText(/paid reports$/)).toBeVisible()
  await expect(figures.getByText(/completed$/)).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Last 30 days' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Recent Activity' })).toBeVisible()
  await expect(main.getByText('$49.99').first()).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Admin sections' })
  for (const label of [
    'Users',
    'Assessments',
    'Reports',
    'Providers',
    'Promo Codes',
    'Pitch Deck',
    'Email Templates',
    'SEO AI Assistant',
    'Cache',
    'Support',
  ]) {
    await expect(nav.getByRole('button', { name: label })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Blog V2' })).toHaveAttribute('href', '/admin/blogv2')
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')
  await shoot(page, 'dashboard')
  await nav.getByRole('button', { name: 'Reports' }).click()
  await expect(page).toHaveURL(/\/admin\?section=reports$/)
  await page.reload()
  await expect(main.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible()
})

test('a failed main load shows the API Error card with Refresh Page', async ({ page, baseURL }) => {
  await page.route('**/api/admin/users', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: '{"error":"RATE_LIMITED","message":"Too many"}',
    }),
  )
  await openAdmin(page, baseURL)
  await expect(page.getByRole('heading', { name: 'API Error' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible()
})

test('assessments: table, details dialog and the abandoned warning', async ({ page, baseURL, browser }) => {
  const { assessmentId } = await boughtElsewhere(browser)
  const origin = new URL(baseURL ?? '').origin
  const lead = `lead-${Date.now().toString(36)}@e2e.example.com`
  await page.request.post('/api/assessment/start', {
    data: { email: lead, businessType: 'startup' },
    headers: { origin },
  })
  await openAdmin(page, baseURL, 'assessments')
  const table = page.getByRole('region', { name: /Assessments/ })
  await expect(table.getByRole('columnheader', { name: 'Business type' })).toBeVisible()
  await expect(table.getByText(assessmentId)).toBeVisible()
  await page.getByRole('button', { name: `Details of ${assessmentId}` }).click()
  let dialog = page.getByRole('dialog', { name: 'Assessment Details' })
  await expect(dialog.getByText('Monthly transactions')).toBeVisible()
  await expect(dialog.getByText('$54,000.00')).toBeVisible()
  await expect(dialog.getByText('Raw assessment data')).toBeVisible()
  await expect(dialog.getByText(/abandoned/)).toHaveCount(0)
  await page.keyboard.press('Escape')
  const row = table.getByRole('row').filter({ hasText: lead })
  await row.getByRole('button', { name: /Details of/ }).click()
  dialog = page.getByRole('dialog', { name: 'Assessment Details' })
  await expect(
    dialog.getByText('This assessment was abandoned at step 2 of 5 (Business Type).'),
  ).toBeVisible()
  await shoot(page, 'assessment-details')
})

test('reports: the table and a working Download PDF', async ({ page, baseURL, browser }) => {
  const { assessmentId } = await boughtElsewhere(browser)
  await openAdmin(page, baseURL, 'reports')
  const row = page.getByRole('row').filter({ hasText: assessmentId })
  await expect(row.getByText('Paid')).toBeVisible()
  await expect(row.getByText('$49.99')).toBeVisible()
  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: /Download PDF/ }).click()
  expect((await download).suggestedFilename()).toMatch(/^PSP-Analysis-Report-.+\.pdf$/)
  await expect(page.getByText('Report Downloaded')).toBeVisible()
  await shoot(page, 'reports')
})

test('providers: fees with their sources and dates; Edit asks for a source when a fee changes', async ({
  page,
  baseURL,
}) => {
  await openAdmin(page, baseURL, 'providers')
  const row = page.getByRole('row').filter({ hasText: 'Stripe' }).first()
  await expect(row.getByText('2.9% + $0.30')).toBeVisible()
  await expect(row.getByText(/as of \d{4}-\d{2}-\d{2}/).first()).toBeVisible()
  await expect(row.getByText('Active')).toBeVisible()
  await shoot(page, 'providers')
  await row.getByRole('button', { name: 'Edit Stripe' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Stripe' })
  await dialog.getByLabel('Monthly fee ($)').fill('5')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Validation Error')).toBeVisible()
  await expect(dialog.getByText('Source URL must be a web address')).toBeVisible()
})

test('providers: a saved fee change shows in the table', async ({ page, baseURL }) => {
  await openAdmin(page, baseURL, 'providers')
  const row = page.getByRole('row').filter({ hasText: 'Stripe' }).first()
  await row.getByRole('button', { name: 'Edit Stripe' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Stripe' })
  await dialog.getByLabel('Monthly fee ($)').fill('5')
  await dialog.getByLabel('Source URL').fill('https://stripe.com/pricing')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Provider Updated')).toBeVisible()
  await expect(row.getByText('$5.00')).toBeVisible()
  // Other journeys price with the sourced catalogue: put the fee back.
  const restored = await page.request.put(`${baseURL}/api/admin/providers/stripe`, {
    data: { monthlyFee: 0, sourceUrl: 'https://stripe.com/pricing', asOf: '2026-11-25' },
    headers: { origin: baseURL ?? '' },
  })
  expect(restored.status()).toBe(200)
})

test('promo codes: create with the spec defaults and messages, copy, switch off, delete', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openAdmin(page, baseURL, 'promo-codes')
  await page.getByRole('button', { name: 'Create Promo Code' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Promo Code' })
  await expect(dialog.getByLabel('Discount (%)')).toHaveValue('25')
  await expect(dialog.getByLabel('Access days')).toHaveValue('30')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Name is required')).toBeVisible()
  const name = `Spring ${Date.now().toString(36)}`
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Discount (%)').fill('101')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Discount cannot exceed 100%')).toBeVisible()
  await dialog.getByLabel('Discount (%)').fill('0')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Discount must be at least 1%')).toBeVisible()
  await dialog.getByLabel('Discount (%)').fill('40')
  await dialog.getByLabel('Access days').fill('0')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Access days must be at least 1')).toBeVisible()
  await dialog.getByLabel('Access days').fill('14')
  await dialog.getByLabel('Max uses').fill('4')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('Promo Code Created')).toBeVisible()

  const card = page.getByRole('article', { name: `Promo code ${name}` })
  await expect(card.getByText('40%')).toBeVisible()
  await expect(card.getByText('Used 0 of 4 (0%)')).toBeVisible()
  await expect(card.getByText('Active', { exact: true }).first()).toBeVisible()
  await card.getByRole('button', { name: /Copy code/ }).click()
  await expect(page.getByText('Copied', { exact: true })).toBeVisible()
  const code = await page.evaluate(() => navigator.clipboard.readText())
  expect(code).toMatch(/^[A-Z2-9]{8}$/)
  await card
    .locator('label')
    .filter({ hasText: /^Active$/ })
    .click()
  await expect(card.getByText('Inactive')).toBeVisible()
  await shoot(page, 'promo-codes')
  await card.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete Promo Code' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('Promo Code Deleted')).toBeVisible()
  await expect(card).toHaveCount(0)
})

test('users: search, role filter, view, edit, send email, filter, invite', async ({
  page,
  baseURL,
  browser,
}) => {
  const user = await userElsewhere(browser)
  await openAdmin(page, baseURL, 'users')
  await page.getByRole('textbox', { name: /Search users/ }).fill(user.username)
  const rows = page.getByRole('region', { name: /Users/ }).getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText(user.email)
  await expect(rows.nth(1)).toContainText('None')
  await page.getByRole('textbox', { name: /Search users/ }).fill('')
  const roleFilter = (name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) })
  await roleFilter('Admin').click()
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText(process.env.E2E_ADMIN_EMAIL ?? '')
  await roleFilter('All').click()
  await page.getByRole('textbox', { name: /Search users/ }).fill(user.email)
  await shoot(page, 'users')

  await page.getByRole('button', { name: `Actions for ${user.email}` }).click()
  await page.getByRole('menuitem', { name: 'View' }).click()
  const view = page.getByRole('dialog', { name: 'User Details' })
  // The plan in force and the tier an administrator gave (spec: tier defaulting to free).
  await expect(view.getByText('Free plan', { exact: true })).toBeVisible()
  await expect(view.getByText('Free', { exact: true })).toBeVisible()
  await expect(view.getByText('No assessments with this email.')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: `Actions for ${user.email}` }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit User' })
  await edit.getByLabel('Tier').click()
  await page.getByRole('option', { name: 'Enterprise' }).click()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('User Updated')).toBeVisible()

  await page.getByRole('button', { name: `Actions for ${user.email}` }).click()
  await page.getByRole('menuitem', { name: 'Send Email' }).click()
  const mail = page.getByRole('dialog', { name: /Send Email/ })
  await mail.getByRole('button', { name: 'Send Email' }).click()
  await expect(page.getByText('Validation Error')).toBeVisible()
  await mail.getByLabel('Subject').fill('About your plan')
  await mail.getByLabel('Message').fill('Your plan is now Enterprise.')
  await mail.getByRole('button', { name: 'Send Email' }).click()
  await expect(page.getByText('Email Sent')).toBeVisible()

  const invited = `invited-${Date.now().toString(36)}@e2e.example.com`
  await page.getByRole('button', { name: 'Add User' }).click()
  const add = page.getByRole('dialog', { name: 'Add User' })
  await add.getByLabel('Email').fill(invited)
  await add.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(page.getByText('Invitation Sent')).toBeVisible()
  await page.getByRole('textbox', { name: /Search users/ }).fill('')
  await page.getByRole('button', { name: /^Filter/ }).click()
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Pending' }).click()
  await expect(rows.filter({ hasText: invited })).toHaveCount(1)
  await expect(rows.filter({ hasText: user.email })).toHaveCount(0)
})

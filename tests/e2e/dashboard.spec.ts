import { buyReport } from './dashboard-helpers'
import { expect, registerViaApi, test } from './fixtures'

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Dashboard' })

test.describe('the dashboard at 1280 px', () => {
  test('a free user sees the four open tabs, PRO locks, and an upgrade prompt on a paid tab', async ({
    page,
  }) => {
    const user = await registerViaApi(page)
    await page.goto('/dashboard')
    await expect(page.getByText(user.email).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'My Reports & Analysis' })).toBeVisible()
    await expect(page.getByText('No Reports Yet')).toBeVisible()
    await expect(
      page.getByText('Complete an assessment to generate your first PSP analysis report.'),
    ).toBeVisible()
    await expect(page.getByText('No Data').first()).toBeVisible()
    await expect(menu(page).getByRole('button', { name: /Cost Analysis Tools/ })).toBeDisabled()
    await expect(menu(page).getByText('PRO', { exact: true })).toHaveCount(8)
    await expect(menu(page).getByRole('button', { name: 'Admin Dashboard' })).toHaveCount(0)

    await page.goto('/dashboard?tab=cost-analysis')
    await expect(page.getByRole('link', { name: 'Upgrade to Access Tools' })).toHaveAttribute(
      'href',
      '/assessment/start',
    )
    await page.goto('/dashboard?tab=no-such-tab')
    await expect(page.getByRole('heading', { name: 'My Reports & Analysis' })).toBeVisible()

    await menu(page).getByRole('button', { name: 'Assessment History' }).click()
    await expect(page).toHaveURL(/\?tab=assessments$/)
    await expect(page.getByText('No Assessments Yet')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Assessment History' })).toBeVisible()
  })

  test('a paid buyer sees the report, downloads the PDF and runs a quick assessment that makes a new report', async ({
    page,
  }) => {
    await buyReport(page, 'startup')
    await page.goto('/dashboard')
    await expect(page.getByText('1 report', { exact: true })).toBeVisible()
    await expect(page.getByText('Potential Annual Savings')).toBeVisible()
    await expect(page.getByText('vs. Square')).toBeVisible()
    await expect(page.getByText('Providers Analyzed')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Provider Cost Analysis' })).toBeVisible()
    const card = page.getByTestId('report-card')
    await expect(card.getByText('Complete')).toBeVisible()
    await expect(card.getByText(/29 days, 23 hours remaining/)).toBeVisible()
    await expect(card.getByText(/\d+ pages · \d+ KB PDF/)).toBeVisible()
    await expect(card.getByRole('button', { name: /Remove/ })).toHaveCount(0)

    const downloading = page.waitForEvent('download')
    await card.getByRole('button', { name: 'Download PDF' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^PSP-Analysis-Report-.+\.pdf$/)
    await expect(page.getByText('Report Downloaded')).toBeVisible()

    await menu(page).getByRole('button', { name: 'Assessment History' }).click()
    await expect(page.getByText('Startup Business Assessment')).toBeVisible()
    await expect(page.getByText('Report Generated')).toBeVisible()
    await expect(page.getByText('1,800')).toBeVisible()
    await expect(page.getByText('$54,000.00')).toBeVisible()
    await expect(page.getByText('Assessment completed (5/6 steps)')).toBeVisible()

    await page.getByRole('button', { name: 'Start New Assessment' }).click()
    const dialog = page.getByRole('dialog', { name: 'Quick Assessment' })
    await expect(
      dialog.getByText('Update your business profile and get instant PSP recommendations'),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Generate Report' }).click()
    await expect(page.getByText('Missing Information')).toBeVisible()
    // The answers that decide the advice start from the assessment bought.
    await expect(dialog.getByText(/^Prefilled from your assessment of /)).toBeVisible()
    await expect(dialog.getByLabel('Current provider')).toHaveValue('Square')
    await dialog.getByLabel('Monthly Transactions').fill('1200')
    await dialog.getByLabel('Total Monthly Volume ($)').fill('50000')
    await dialog.getByLabel('Lowest possible fees').check()
    await dialog.getByRole('button', { name: 'Generate Report' }).click()
    await expect(page.getByText('Assessment Complete!')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Established Business Assessment')).toBeVisible()
    await expect(page.getByText('Complete', { exact: true })).toBeVisible()

    await menu(page).getByRole('button', { name: 'My Reports & Analysis' }).click()
    await expect(page.getByText('2 reports', { exact: true })).toBeVisible()

    await menu(page).getByRole('button', { name: 'Provider Recommendations' }).click()
    await expect(page.getByText('Top recommendation')).toBeVisible()
    await expect(page.getByTestId('provider-card').first().getByText('Best Match')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Side-by-side comparison' })).toBeVisible()
    await page.getByLabel('Sort by').first().click()
    await page.getByRole('option', { name: 'Lowest Cost' }).click()
    await page.getByTestId('provider-card').first().getByRole('button', { name: 'View Details' }).click()
    const details = page.getByRole('dialog')
    await expect(details.getByRole('heading', { name: 'Pros' })).toBeVisible()
    await expect(details.getByRole('heading', { name: 'Integration options' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()

    await menu(page).getByRole('button', { name: 'Implementation Roadmap' }).click()
    // The plan follows the advice: on Square at this volume, ask Square for custom pricing first.
    await expect(
      page.getByText('Your plan with Square, your current provider, from your latest report.'),
    ).toBeVisible()
    await expect(page.getByText(/^\d+\. Ask Square for custom pricing$/)).toBeVisible()
    await menu(page).getByRole('button', { name: 'Compliance Hub' }).isDisabled()
  })

  test('the buyer sees the results page unlocked, with the way to the report', async ({ page }) => {
    const { assessmentId } = await buyReport(page, 'startup')
    await page.goto(`/recommendations/${assessmentId}`)
    await expect(page.getByText('Full report unlocked')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Every option, ranked' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Get Full Report/ })).toHaveCount(0)
    await page.getByRole('link', { name: 'View your report' }).click()
    await expect(page).toHaveURL(/\/dashboard\?tab=reports$/)
    await expect(page.getByTestId('report-card')).toBeVisible()
  })

  test('an enterprise buyer may remove a report after confirming', async ({ page }) => {
    await buyReport(page, 'enterprise')
    await page.goto('/dashboard?tab=reports')
    await expect(menu(page).getByRole('button', { name: 'Compliance Hub' })).toBeEnabled()
    await page.getByRole('button', { name: /Remove Enterprise PSP Analysis Report/ }).click()
    await page.getByRole('button', { name: 'Remove Report' }).click()
    await expect(page.getByText('Report Removed')).toBeVisible()
    await expect(page.getByText('No Reports Yet')).toBeVisible()
  })

  test('a report is shared by email or copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await buyReport(page, 'startup')
    await page.goto('/dashboard?tab=reports')
    const card = page.getByTestId('report-card')
    // No share sheet in a desktop browser: the summary and link go to the clipboard.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined })
    })
    await card.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link Copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /Startup PSP Analysis Report from ProcessorMatch\.[\s\S]*\/dashboard\?tab=reports$/,
    )
  })

  test('account settings: password rules, change, and signing out other devices', async ({ page }) => {
    const user = await registerViaApi(page)
    await page.goto('/dashboard?tab=settings')
    await expect(page.getByText('Email address cannot be changed')).toBeVisible()
    await expect(page.getByText('Account Activated')).toBeVisible()
    await page.getByLabel('Current password').fill(user.password)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm new password').fill('different')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Password Mismatch')).toBeVisible()
    await page.getByLabel('Confirm new password').fill('short')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Password Too Short')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('a much longer password')
    await page.getByLabel('Confirm new password').fill('a much longer password')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Password Changed')).toBeVisible()
    await expect(page.getByLabel('Current password')).toHaveValue('')

    await page.getByRole('button', { name: 'Sign out of all other devices' }).click()
    await page.getByRole('button', { name: 'Sign Out Others' }).click()
    await expect(page.getByText('No other device was signed in.')).toBeVisible()
  })
})

test.describe('the dashboard at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a free user sees the locks and the upgrade prompt on a phone', async ({ page }) => {
    await registerViaApi(page)
    await page.goto('/dashboard?tab=negotiation')
    await expect(page.getByRole('link', { name: 'Upgrade to Access Toolkit' })).toBeVisible()
    await page.getByRole('button', { name: 'Negotiation Toolkit' }).click()
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' })
    await expect(drawer.getByText('PRO', { exact: true })).toHaveCount(8)
    await drawer.getByRole('button', { name: 'Account Settings' }).click()
    await expect(page.getByText('Email address cannot be changed')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('an enterprise buyer’s report card and Compliance Hub fit a phone', async ({ page }) => {
    await buyReport(page, 'enterprise')
    await page.goto('/dashboard?tab=reports')
    const card = page.getByTestId('report-card')
    await expect(card.getByText('Enterprise PSP Analysis Report')).toBeVisible()
    await expect(card.getByRole('button', { name: /Remove/ })).toBeVisible()
    await page.goto('/dashboard?tab=compliance')
    await expect(page.getByRole('heading', { name: 'Compliance Hub' })).toBeVisible()
    await expect(page.getByText('Coming soon', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('the menu is a drawer and nothing scrolls sideways', async ({ page }) => {
    await buyReport(page, 'startup')
    await page.goto('/dashboard')
    await expect(menu(page)).toBeHidden()
    await page.getByRole('button', { name: 'My Reports & Analysis' }).click()
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' })
    await drawer.getByRole('button', { name: 'Provider Recommendations' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\?tab=recommendations$/)
    await expect(page.getByText('Top recommendation')).toBeVisible()
    for (const tab of ['reports', 'recommendations', 'assessments', 'settings']) {
      await page.goto(`/dashboard?tab=${tab}`)
      await page.waitForTimeout(300)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `tab ${tab}`).toBeLessThanOrEqual(390)
    }
  })
})

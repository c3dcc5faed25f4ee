import { adminRequestContext } from './admin-session'
import { buyReport } from './dashboard-helpers'
import { expect, test } from './fixtures'
import { hasMailbox, linkFor, waitForMail } from './mailbox'

const SHOTS = '/tmp/tools-shots'
const origin = () => new URL(process.env.BASE_URL ?? 'http://localhost:3000').origin

// The administrator changes a provider's fee here, which every other journey's figures read: this file runs
// with those that change what others read (playwright.config.ts), the rest of the tools' journeys do not.
test.describe('rate alerts', () => {
  test.describe.configure({ timeout: 240_000 })

  test('an alert made in the dashboard fires when the administrator changes the provider’s fee', async ({
    page,
  }) => {
    const { email } = await buyReport(page, 'startup')
    // Alerts are mailed to proven addresses only: the buyer follows the activation link first, and its
    // session is the one the dashboard uses from then on.
    const activation = new URL(await linkFor(email, '/activate'))
    const proven = await page.request.post('/api/activate', {
      data: { token: activation.searchParams.get('token'), email },
      headers: { origin: origin() },
    })
    expect(proven.status(), await proven.text()).toBe(200)
    await page.goto('/dashboard?tab=alerts')
    await expect(page.getByText('No alerts yet')).toBeVisible()
    await page.getByRole('button', { name: 'Create Alert' }).first().click()
    await expect(page.getByRole('tab', { name: 'Alert Setup' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('combobox', { name: 'Provider' }).click()
    await page.getByRole('option', { name: 'Worldpay (FIS)', exact: true }).click()
    await page.getByRole('combobox', { name: 'Alert type' }).click()
    await page.getByRole('option', { name: 'Any change' }).click()
    await page.getByRole('button', { name: 'Save alert' }).click()
    await expect(page.getByText('Alert Created')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Active Alerts' })).toHaveAttribute('aria-selected', 'true')
    const toggle = page.getByRole('switch', { name: /Alert for Worldpay \(FIS\): active/ })
    await expect(toggle).toBeChecked()
    await toggle.click({ force: true })
    await expect(page.getByRole('switch', { name: /Alert for Worldpay \(FIS\): paused/ })).not.toBeChecked()
    await page.getByRole('switch', { name: /Alert for Worldpay \(FIS\): paused/ }).click({ force: true })
    await expect(page.getByRole('switch', { name: /Alert for Worldpay \(FIS\): active/ })).toBeChecked()

    // The administrator raises Worldpay's rate, with its source.
    const adminContext = await adminRequestContext()
    const headers = { origin: origin() }
    const before = (await (await adminContext.get('/api/psp-providers')).json()).find(
      (p: { id: string }) => p.id === 'worldpay',
    )
    const newRate = Math.round((before.transactionFeePercent + 0.05) * 100) / 100
    const res = await adminContext.put('/api/admin/providers/worldpay', {
      data: {
        transactionFeePercent: newRate,
        sourceUrl: 'https://www.worldpay.com/en/pricing',
        asOf: '2026-11-24',
      },
      headers,
    })
    expect(res.status(), await res.text()).toBe(200)
    await adminContext.dispose()

    await page.getByRole('tab', { name: 'Rate History' }).click()
    await expect(page.getByRole('cell', { name: 'Worldpay (FIS)' }).first()).toBeVisible()
    await expect(page.getByRole('cell', { name: new RegExp(`^${newRate}% \\+`) }).first()).toBeVisible()
    await page.getByRole('tab', { name: 'Market Trends' }).click()
    await expect(page.getByRole('row', { name: /Worldpay/ }).getByText('increasing')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/1280-alerts-after-change.png`, fullPage: true })

    if (hasMailbox()) {
      const mail = await waitForMail(email, /Worldpay \(FIS\) changed its rates/, 60_000)
      expect(mail.text).toContain(`New rate: ${newRate}% +`)
      expect(mail.text).toMatch(/What it means for you: For your 1,800 transactions and \$54,000\.00 a month/)
    }
  })
})

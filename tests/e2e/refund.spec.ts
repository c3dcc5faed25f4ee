import { openAdmin } from './admin-helpers'
import { buyReport } from './dashboard-helpers'
import { expect, test } from './fixtures'

test('a buyer asks for a refund within three days and the administrator refunds it through the gateway', async ({
  page,
  browser,
  baseURL,
}) => {
  const bought = await buyReport(page)
  await page.goto('/dashboard?tab=reports')
  const card = page.getByTestId('report-card')
  await card.getByRole('button', { name: 'Request a refund' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request a refund' })
  await expect(dialog.getByText(/3-day money-back guarantee covers this report until/)).toBeVisible()
  await dialog.getByLabel('What did not work for you? (optional)').fill('We are staying with our bank.')
  await dialog.getByRole('button', { name: 'Request refund' }).click()
  await expect(page.getByText('Refund Requested', { exact: true })).toBeVisible()
  await expect(card.getByText('Refund requested', { exact: true })).toBeVisible()

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await openAdmin(admin, baseURL, 'reports')
  await expect(admin.getByText('Refund requests', { exact: true })).toBeVisible()
  await expect(admin.getByText('“We are staying with our bank.”')).toBeVisible()
  await admin.getByRole('button', { name: `Refund report ${bought.reportId}` }).click()
  const confirm = admin.getByRole('dialog', { name: 'Refund this report?' })
  await confirm.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(admin.getByText('Report Refunded')).toBeVisible()
  await adminContext.close()

  await page.reload()
  await expect(card.getByText('Refunded', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Download PDF' })).toBeDisabled()
})

import { fileURLToPath } from 'node:url'
import { formatUsd } from '../../src/shared/format'
import { squareExport } from '../helpers/processor-exports'
import { buyReport } from './dashboard-helpers'
import { expect, test } from './fixtures'

/** A Square transactions export (made-up payments: `squareExport(600, 7)` of tests/helpers/processor-exports.ts). */
const SQUARE_FILE = fileURLToPath(new URL('../fixtures/square-transactions.csv', import.meta.url))
const expected = squareExport(600, 7).expected

test('a buyer imports a Square export and sees what each provider would have charged for those payments', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await buyReport(page, 'established')
  await page.goto('/dashboard?tab=optimization')
  await page.getByRole('tab', { name: 'Use my real numbers' }).click()
  await expect(page.getByRole('heading', { name: 'Use my real numbers' })).toBeVisible({ timeout: 20_000 })

  await page.locator('input[type="file"]').setInputFiles(SQUARE_FILE)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('Your payments were read; only monthly totals are kept.')).toBeVisible({
    timeout: 20_000,
  })

  // The figures read from the file are the file's own totals.
  const card = page.getByText('Card volume').locator('xpath=ancestor::div[.//button][1]')
  await expect(page.getByRole('tabpanel').getByText('Square transactions export')).toBeVisible()
  await expect(page.getByText('2025-01-01 to 2025-03-31')).toBeVisible()
  await expect(card).toContainText(formatUsd(expected.volumeCents))
  await expect(card).toContainText(expected.payments.toLocaleString('en-US'))
  await expect(card).toContainText(formatUsd(expected.feesCents))
  // Square's export names no card type: said so, not shown as 0% debit and 0% credit.
  await expect(card.getByText('Debit / credit').locator('..')).toContainText('Not in the export')

  // Repriced by the engine: what was paid, and each provider's price for the same months.
  const [listed] = await (await page.request.get('/api/user/imports')).json()
  const detail = await (await page.request.get(`/api/user/imports/${listed.id}`)).json()
  const repricing = detail.repricing
  expect(repricing.months.length).toBe(3)
  await page.getByRole('button', { name: 'Compare providers' }).click()
  const usd = (dollars: number) => formatUsd(Math.round(dollars * 100))
  await expect(
    page.getByText(
      `You paid ${usd(repricing.paidTotal)} in 3 months. What each provider would have charged for the same payments:`,
    ),
  ).toBeVisible({ timeout: 20_000 })
  const rows = page.getByRole('table').getByRole('row')
  const first = repricing.providers[0]
  await expect(rows.nth(1)).toContainText(first.name)
  await expect(rows.nth(1)).toContainText(usd(first.total))
  expect(first.total).toBeGreaterThan(0)
  await page.screenshot({ path: test.info().outputPath('import-repriced.png'), fullPage: true })

  // A report from the import: the dialog shows the month's figures as they will be priced, and the new
  // assessment and report are built from the file's month, not from typed figures.
  const month = detail.estimateRequest
  await page.getByRole('button', { name: `Make a report from ${repricing.basisMonth}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick Assessment' })
  await expect(dialog.getByTestId('quick-assessment-import')).toContainText(
    `Figures from your Square transactions export, ${repricing.basisMonth}`,
  )
  await expect(dialog.getByLabel('Monthly Transactions')).toHaveValue(
    month.monthlyTransactions.toLocaleString('en-US'),
  )
  await page.screenshot({ path: test.info().outputPath('import-dialog.png') })
  await dialog.getByRole('button', { name: 'Generate Report' }).click()
  await expect(page.getByText('Assessment Complete!')).toBeVisible({ timeout: 20_000 })
  const [latest] = await (await page.request.get('/api/user/assessments')).json()
  expect(latest.assessmentData.monthlyTransactions).toBe(month.monthlyTransactions)
  expect(latest.assessmentData.lastMonthFees).toBe(month.assessmentData.lastMonthFees)
  const reports = await (await page.request.get('/api/user/reports')).json()
  const made = reports.find((r: { assessmentId: string }) => r.assessmentId === latest.id)
  expect(Number(made.assessment.totalMonthlyVolume)).toBeCloseTo(month.totalMonthlyVolume, 2)

  // The tools read that report once it is picked: the negotiation quotes what the file says was paid.
  expect(made.advice.currentMonthlyCents).toBe(Math.round(month.assessmentData.lastMonthFees * 100))
  await page.goto(`/dashboard?tab=negotiation&report=${made.id}`)
  await expect(page.getByTestId('negotiation-summary')).toContainText(
    `Square: you pay ${formatUsd(made.advice.currentMonthlyCents)} a month.`,
    { timeout: 20_000 },
  )
})

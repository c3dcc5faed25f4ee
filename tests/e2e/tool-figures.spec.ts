import { formatUsd } from '../../src/shared/format'
import { buyReport } from './dashboard-helpers'
import { expect, test } from './fixtures'

/**
 * The paid tools quote the report the buyer bought: a café on Square gets a negotiation addressed to Square,
 * with what it pays as the report states it and the report's best competing offer by name, never a
 * placeholder; the optimization tab shows the report's own verdict.
 */
test.describe('the paid tools quote the report', () => {
  test.describe.configure({ timeout: 180_000 })
  test('a café on Square negotiates with Square, from its report’s figures', async ({ page }) => {
    await buyReport(page, 'established')
    const [report] = await (await page.request.get('/api/user/reports')).json()
    const advice = report.advice
    expect(advice.currentMonthlyCents).toBeGreaterThan(0)
    const pays = formatUsd(advice.currentMonthlyCents)

    await page.goto('/dashboard?tab=negotiation')
    await expect(page.getByRole('heading', { name: 'Negotiation Toolkit' })).toBeVisible()
    const summary = page.getByTestId('negotiation-summary')
    await expect(summary).toContainText(`Square: you pay ${pays} a month.`, { timeout: 20_000 })
    await expect(page.getByText('Subject: Rate review request for our Square account')).toBeVisible()
    const offer = advice.options.find((o: { kind: string }) => o.kind.startsWith('switch'))
    if (offer) {
      expect(offer.providerName).not.toBe('Square')
      await expect(summary).toContainText(
        `Best competing offer that can take your business: ${offer.providerName}`,
      )
    }
    const panel = (await page.getByRole('tabpanel').textContent()) ?? ''
    expect(panel).not.toMatch(/\[your provider\]/i)
    expect(panel).toContain(pays)

    await page.getByRole('tab', { name: 'Market Rates', exact: true }).click()
    const rate = Math.round((advice.currentMonthlyCents / 5_400_000) * 10_000) / 100
    await expect(page.getByTestId('market-effective-rate')).toContainText(`Your effective rate: ${rate}%`)

    await page.goto('/dashboard?tab=optimization')
    await expect(page.getByTestId('optimization-verdict')).toContainText(advice.headline.slice(0, 60), {
      timeout: 20_000,
    })
    const excluded = new Set(report.excluded.map((x: { name: string }) => x.name))
    const options = await page.getByTestId('optimization-option').allTextContents()
    expect(options.length).toBe(advice.options.length)
    for (const o of advice.options) expect(excluded.has(o.providerName)).toBe(false)

    // A quick assessment from the dashboard makes a newer report; the tools keep reading the bought one,
    // say so, and read the quick one only when it is picked.
    const quick = await page.request.post('/api/user/new-assessment', {
      data: {
        businessType: 'established',
        industryType: 'professional',
        monthlyTransactions: 100,
        averageTransactionAmount: 100,
        features: [],
      },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(quick.status(), await quick.text()).toBe(201)
    await page.goto('/dashboard?tab=negotiation')
    const picker = page.getByRole('combobox', { name: 'Report the tools use' })
    await expect(picker).toHaveValue(/Square/, { timeout: 20_000 })
    await expect(page.getByTestId('negotiation-summary')).toContainText(`Square: you pay ${pays} a month.`)
    await picker.click()
    await page.getByRole('option', { name: /no current provider/ }).click()
    await expect(page.getByTestId('negotiation-missing')).toContainText('names no current provider')

    // My Reports reads the same report: its cards and Provider Cost Analysis follow the picker, not the
    // newest report.
    const quickId = (await quick.json()).reportId as string
    const all = (await (await page.request.get('/api/user/reports')).json()) as (typeof report)[]
    const quickReport = all.find((r) => r.id === quickId)
    expect(all[0]?.id).toBe(quickId)
    const cardOf = (label: string) => page.getByText(label, { exact: true }).locator('..')
    type Rec = { pspProvider: { name: string }; estimatedMonthlyCostCents: number }
    const cheapest = (r: { recommendations: Rec[] }) =>
      [...r.recommendations].sort((a, b) => a.estimatedMonthlyCostCents - b.estimatedMonthlyCostCents)[0]
    const expectReportFigures = async (r: { recommendations: Rec[] }) => {
      await expect(cardOf('Top Recommendation')).toContainText(r.recommendations[0]?.pspProvider.name ?? '')
      await expect(cardOf('Providers Analyzed')).toContainText(String(r.recommendations.length))
      const first = cheapest(r)
      await expect(page.getByLabel('Providers by monthly cost').getByRole('listitem').first()).toHaveText(
        `1. ${first?.pspProvider.name}${formatUsd(first?.estimatedMonthlyCostCents ?? 0)}/mo`,
      )
    }
    await page.goto('/dashboard?tab=reports')
    const reportsPicker = page.getByRole('combobox', { name: 'Report the tools use' })
    await expect(reportsPicker).toHaveValue(/Square/, { timeout: 20_000 })
    await expectReportFigures(report)
    await reportsPicker.click()
    await page.getByRole('option', { name: /no current provider/ }).click()
    await expect(page).toHaveURL(new RegExp(`report=${quickId}`))
    expect(quickReport).toBeDefined()
    await expectReportFigures(quickReport as typeof report)

    await page.goto('/dashboard?tab=recommendations')
    await expect(page.getByTestId('provider-card').first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/\$0\.00\/mo fee/)).toHaveCount(0)
  })
})

import { MantineProvider } from '@mantine/core'
import type { Provider } from '@shared/catalogue/provider.schemas'
import { PROVIDERS } from '@shared/catalogue/providers'
import { EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import { rankProviders } from '@shared/pricing/rank'
import { providersToRecord, termsOf } from '@shared/reports/provider-terms'
import { UserReportSchema } from '@shared/reports/report.schemas'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { toolDataFor } from './analysis'
import { hiddenFees } from './cost/hidden-fees'
import { HiddenFeesPanel } from './cost/hidden-fees-panel'
import { RedFlagsPanel } from './negotiation/leverage-panels'
import { BestTimingPanel } from './negotiation/market-panels'
import { NegotiationTimingPanel } from './optimization/provider-panels'

/**
 * The tools that quote a provider's terms read them as the report recorded them: after the catalogue changes
 * the merchant's provider (a PCI fee, a three-year term, an early-termination fee), the report's tools still
 * show the terms it was made with.
 */

const TODAY = '2026-11-01'
const request = EstimateRequestSchema.parse({
  businessType: 'established',
  industryType: 'restaurant',
  monthlyTransactions: 2400,
  totalMonthlyVolume: 28_000,
  currentProvider: 'Square',
  features: [],
  assessmentData: { posSoftware: 'square' },
})

/** The report as the server serves it: the analysis and the terms, both from the catalogue of its day. */
const result = rankProviders(request, PROVIDERS, { today: TODAY })
const report = UserReportSchema.parse(
  JSON.parse(
    JSON.stringify({
      id: 'r1',
      assessmentId: 'a1',
      reportType: 'paid_established',
      amount: 49.99,
      isPaid: true,
      createdAt: `${TODAY}T10:00:00.000Z`,
      expiresAt: '2026-12-01T10:00:00.000Z',
      expired: false,
      refund: { status: 'available', until: null },
      assessment: { id: 'a1', ...request },
      recommendations: result.recommendations,
      savings: result.savings,
      assumptions: result.assumptions,
      excluded: result.excluded,
      advice: result.advice,
      providerTerms: PROVIDERS.filter((p) => providersToRecord(result).includes(p.id)).map(termsOf),
      implementationGuide: [],
    }),
  ),
)

/** The catalogue after the report: Square now charges PCI and binds for three years. */
const changed: Provider[] = PROVIDERS.map((p) =>
  p.id === 'square'
    ? {
        ...p,
        otherFees: { ...p.otherFees, pciMonthlyCents: 2500, earlyTerminationCents: 75_000 },
        contract: { termMonths: 36, autoRenews: true, summary: 'A 36-month agreement that renews itself.' },
        asOf: '2026-11-20',
      }
    : p,
)

const render = (panel: ReactElement) =>
  renderToString(<MantineProvider>{panel}</MantineProvider>)
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")

describe("the tools quote the current provider's terms as the report recorded them", () => {
  const data = toolDataFor(report, changed)
  const square = PROVIDERS.find((p) => p.id === 'square')
  if (!square) throw new Error('Square is not in the catalogue')

  it('the report records the terms of the provider it was made for', () => {
    expect(report.providerTerms.find((t) => t.id === 'square')).toEqual(termsOf(square))
    expect(data.currentTerms).toEqual(termsOf(square))
    expect(data.current?.contract).toEqual(square.contract)
  })

  it('Hidden Fees: no PCI fee, as published when the report was made', () => {
    const html = render(<HiddenFeesPanel data={data} />)
    expect(html).toContain(`(as of ${square.asOf})`)
    expect(html).toContain('Square charges none of these fees every month.')
    const fees = hiddenFees(data)
    expect(fees.rows.find((r) => r.id === 'pci')?.yours).toBe('Not charged')
    expect(fees.rows.map((r) => r.yours).join(' ')).not.toContain('$25.00')
    expect(fees.recurring?.monthlyCents).toBe(0)
  })

  it('Contract Red Flags: no long term and no early-termination fee', () => {
    const html = render(<RedFlagsPanel data={data} />)
    expect(html).toContain('Square: 0 of')
    expect(html).toContain('No automatic renewal published')
    expect(html).not.toContain('$750.00')
    expect(html).not.toContain('36 months')
  })

  it('Best Timing and Negotiation Timing: the contract the report recorded', () => {
    expect(render(<BestTimingPanel data={data} />)).toContain(
      `Square's published terms: ${square.contract.summary} You can negotiate at any time`,
    )
    const timing = render(<NegotiationTimingPanel data={data} />)
    expect(timing).toContain('Square is month to month')
    expect(timing).not.toContain('36-month')
  })

  it('a report made before terms were recorded reads them from the catalogue', () => {
    const older = toolDataFor({ ...report, providerTerms: [] }, changed)
    expect(older.currentTerms?.contract.termMonths).toBe(36)
    expect(render(<HiddenFeesPanel data={older} />)).toContain('$25.00')
  })
})

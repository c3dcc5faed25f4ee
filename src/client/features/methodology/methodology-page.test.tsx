import { MantineProvider } from '@mantine/core'
import { catalogueFiguresApi } from '@shared/catalogue/catalogue-figures.api'
import { feeDates, STALE_FEE_DAYS } from '@shared/catalogue/fee-dates'
import { PROVIDERS } from '@shared/catalogue/providers'
import { providerSourceOf } from '@shared/catalogue/served-catalogue'
import { servedCatalogueApi } from '@shared/catalogue/served-catalogue.api'
import { keyOf } from '@shared/http/endpoint'
import { SCORE_WEIGHTS } from '@shared/pricing/parameters'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MethodologyPage } from './methodology-page'

/** The page as the server renders it, with the fee dates its loader puts in the cache. */
const render = (checkedOn = '2026-11-27') => {
  const client = new QueryClient()
  client.setQueryData(keyOf(catalogueFiguresApi.feeDates), feeDates(PROVIDERS, checkedOn))
  client.setQueryData(
    keyOf(servedCatalogueApi.sources),
    PROVIDERS.filter((p) => p.isActive).map(providerSourceOf),
  )
  return renderToString(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MethodologyPage brandName="Acme" />
      </MantineProvider>
    </QueryClientProvider>,
  )
}

describe('MethodologyPage', () => {
  it('renders on the server with weights, sources and the independence statement', () => {
    const html = render()
    expect(html).toContain('How Acme compares payment processors')
    expect(html).toContain(`${Math.round(SCORE_WEIGHTS.cost * 100)}%`)
    expect(html).toContain('never by payment processors')
    expect(html).toContain('https://stripe.com/pricing')
    expect(html).toContain('2.9% + $0.30')
    for (const heading of [
      'Who can use which provider',
      'Every fee you would pay',
      'Stay, renegotiate or switch',
      'Figures, not examples',
    ])
      expect(html).toContain(heading)
  })

  it('states what replaced the demo figures: the starting values as fields, and no saving without your fees', () => {
    const html = render().replace(/<!-- -->/g, '')
    expect(html).toContain('plus a fee per payment of $0.30 you can change (0 for an all-in rate)')
    expect(html).toContain('&quot;Not estimated&quot; without them')
    expect(html).toContain('the paid report and the dashboard&#x27;s summary card compare')
  })

  it('flags providers whose fees are older than the threshold, with their date, and states the threshold', () => {
    const html = render('2026-11-27').replace(/<!-- -->/g, '')
    expect(html).toContain(`more than ${STALE_FEE_DAYS} days ago`)
    expect(html).toMatch(/Helcim: fees as of Jun 28, 2023 \(\d+ days ago\)/)
    // Fees checked within the threshold are not listed.
    expect(html).not.toMatch(/Stripe: fees as of/)
  })

  it('says so when no provider is past the threshold', () => {
    const html = render('2023-07-01')
    expect(html).toContain('Every fee checked recently')
  })
})

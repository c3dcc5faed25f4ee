import { MantineProvider } from '@mantine/core'
import { SCORE_WEIGHTS } from '@shared/pricing/score'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MethodologyPage } from './methodology-page'

describe('MethodologyPage', () => {
  it('renders on the server with weights, sources and the independence statement', () => {
    const html = renderToString(
      <MantineProvider>
        <MethodologyPage brandName="Acme" />
      </MantineProvider>,
    )
    expect(html).toContain('How Acme compares payment processors')
    expect(html).toContain(`${Math.round(SCORE_WEIGHTS.cost * 100)}%`)
    expect(html).toContain('never by payment processors')
    expect(html).toContain('https://stripe.com/pricing')
    expect(html).toContain('2.9% + $0.30')
    for (const heading of [
      'Who can use which provider',
      'Every fee you would pay',
      'Stay, renegotiate or switch',
    ])
      expect(html).toContain(heading)
  })
})

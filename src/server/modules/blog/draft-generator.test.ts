import { PROVIDERS } from '@shared/catalogue/providers'
import { priceExample } from '@shared/pricing/worked-example'
import { describe, expect, it } from 'vitest'
import { generateDraft } from './draft-generator'

describe('a generated draft’s worked example', () => {
  it('names only providers the engine ranks for the online shop it describes, at the engine’s cost', () => {
    const draft = generateDraft('interchange fees')
    const rows = draft.contentMd.split('\n').filter((l) => l.startsWith('| ['))
    expect(rows.length).toBeGreaterThanOrEqual(4)
    // Shopify Payments needs a Shopify store, which the example does not have.
    expect(draft.contentMd).not.toContain('Shopify Payments')
    expect(draft.metaDesc).not.toContain('Shopify')
    const ranked = priceExample(
      {
        businessType: 'established',
        industryType: 'ecommerce',
        monthlyTransactions: 400,
        totalMonthlyVolume: 20_000,
        assessmentData: { channelSplit: { cardPresent: 0, online: 1, keyed: 0 } },
      },
      PROVIDERS,
    )
    for (const row of rows) {
      const name = /^\| \[([^\]]+)\]/.exec(row)?.[1]
      const priced = ranked.find((r) => r.provider.name === name)
      expect(priced, name).toBeDefined()
    }
  })
})

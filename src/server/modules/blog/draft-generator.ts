import { getProviderById } from '@shared/catalogue/providers'
import { buildContext } from '@shared/pricing/context'
import { estimateProviderCost } from '@shared/pricing/cost'
import { EstimateRequestSchema } from '@shared/pricing/estimate.schemas'
import { summarise } from '@shared/pricing/provider-summary'

const titleCase = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w) => (w.length > 2 ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(' ')

const dollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** The worked example every generated draft uses: $20,000 a month in 400 online sales of $50. */
const example = { volume: 20_000, count: 400, ticket: 50 }
const exampleProviders = ['stripe', 'square', 'paypal', 'shopify-payments', 'helcim', 'stax']

/** The example priced by the pricing engine from the sourced catalogue, one row per provider. */
function costTable(): string {
  const ctx = buildContext(
    EstimateRequestSchema.parse({
      businessType: 'established',
      industryType: 'ecommerce',
      monthlyTransactions: example.count,
      totalMonthlyVolume: example.volume,
      features: [],
    }),
  )
  const rows = exampleProviders.flatMap((id) => {
    const provider = getProviderById(id)
    if (!provider) return []
    const headline = summarise(provider)
    const rate = `${headline.transactionFeePercent}% + ${Math.round(headline.transactionFeeFixed * 100)}¢`
    const price = `${headline.rateBasis === 'markup_over_interchange' ? `interchange + ${rate}` : rate}${headline.monthlyFee ? ` + $${headline.monthlyFee}/mo` : ''}`
    const cost = estimateProviderCost(provider, ctx).totalCents / 100
    return [
      `| [${provider.name}](${provider.sourceUrl}) | ${price} | ${dollars(cost)} | ${((cost / example.volume) * 100).toFixed(2)}% |`,
    ]
  })
  return [
    '| Provider | Published price | Estimated monthly cost | Effective rate |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n')
}

/** A useful first draft (outline plus real figures) for an article targeting one search keyword. */
export function generateDraft(term: string) {
  const topic = titleCase(term)
  const title = `${topic}: What Business Owners Should Know in ${new Date().getFullYear()}`
  const contentMd = `> Draft generated for the keyword **"${term.trim()}"**. Check each figure against its source and rewrite the outline in your own words before publishing.

## Why "${term.trim()}" matters to a business owner

- Who searches for this: owners comparing card processors or trying to lower what they pay.
- The one question the article must answer in its first paragraph.
- What the reader should be able to do after reading (for example, work out their effective rate).

## The numbers: what processing really costs

Worked example: **${dollars(example.volume)} a month** in card sales, **${example.count} online transactions** of about **$${example.ticket}**.

${costTable()}

Costs come from the same model as our recommendations ([how we calculate](/methodology)): interchange-plus and subscription rows use a typical e-commerce card mix, so more debit lowers them and more rewards and business cards raise them.

## Key points to cover

1. Define the term plainly, with one example in dollars.
2. How it shows up on a monthly statement (which line, what it is called).
3. The effective rate: total fees ÷ card volume. Across all US card volume merchants paid about 1.52% in 2022 (Nilson Report); Visa and Mastercard credit averaged about 2.24%.
4. When a flat rate is the better deal and when interchange-plus or a subscription wins.
5. Fees and contract terms to check: PCI, statement, batch and monthly-minimum fees; early-termination fees of $295–$495 or "liquidated damages".

## Checklist for the reader

- [ ] Pull the last three statements and compute the effective rate.
- [ ] List every fixed monthly fee.
- [ ] Check the contract for term, auto-renewal and termination fees.
- [ ] Get at least two quotes on the same card mix.

## Call to action

Invite the reader to take the free assessment to compare providers on their own volume and card mix.
`
  return {
    title,
    metaTitle: `${topic} Explained: Costs, Examples and Tips`.slice(0, 200),
    metaDesc:
      `${topic}: what it means for your card-processing costs, with a worked example comparing published rates from Stripe, Square, PayPal, Helcim and Stax.`.slice(
        0,
        320,
      ),
    contentMd,
    heroImageUrl: null,
    tags: ['Payment Processing', topic.slice(0, 40)],
  }
}

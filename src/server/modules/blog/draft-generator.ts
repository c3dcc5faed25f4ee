import { PROVIDERS } from '@shared/catalogue/providers'
import { formatPercentFixed, formatUsd } from '@shared/format'
import { priceExample } from '@shared/pricing/worked-example'
import { pages } from '@shared/routes'

const titleCase = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w) => (w.length > 2 ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(' ')

/** The worked example every generated draft uses: $20,000 a month in 400 online sales of $50. */
const example = { volume: 20_000, count: 400, ticket: 50 }
const exampleProviders = ['stripe', 'square', 'paypal', 'shopify-payments', 'helcim', 'stax']

/**
 * The example priced by the pricing engine from the sourced catalogue, one row per provider of the example's
 * list that the engine ranks for this merchant (Shopify Payments, for one, needs a Shopify store).
 */
function costTable(): { table: string; names: string[] } {
  const priced = priceExample(
    {
      businessType: 'established',
      industryType: 'ecommerce',
      monthlyTransactions: example.count,
      totalMonthlyVolume: example.volume,
      features: [],
      assessmentData: { channelSplit: { cardPresent: 0, online: 1, keyed: 0 } },
    },
    PROVIDERS.filter((p) => exampleProviders.includes(p.id)),
  )
  const rows = priced.map(
    (r) =>
      `| [${r.provider.name}](${r.provider.sourceUrl}) | ${r.headline} | ${formatUsd(r.monthlyCents)} | ${formatPercentFixed(r.effectiveRate)} |`,
  )
  return {
    table: [
      '| Provider | Published price | Estimated monthly cost | Effective rate |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n'),
    names: priced.map((r) => r.provider.name),
  }
}

const listOf = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

/** A useful first draft (outline plus real figures) for an article targeting one search keyword. */
export function generateDraft(term: string) {
  const topic = titleCase(term)
  const title = `${topic}: What Business Owners Should Know in ${new Date().getFullYear()}`
  const { table, names } = costTable()
  const contentMd = `> Draft generated for the keyword **"${term.trim()}"**. Check each figure against its source and rewrite the outline in your own words before publishing.

## Why "${term.trim()}" matters to a business owner

- Who searches for this: owners comparing card processors or trying to lower what they pay.
- The one question the article must answer in its first paragraph.
- What the reader should be able to do after reading (for example, work out their effective rate).

## The numbers: what processing really costs

Worked example: **${formatUsd(example.volume * 100)} a month** in card sales, **${example.count} online transactions** of about **$${example.ticket}**.

${table}

Costs come from the same model as our recommendations ([how we calculate](${pages.methodology.href()})): interchange-plus and subscription rows use a typical e-commerce card mix, so more debit lowers them and more rewards and business cards raise them.

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
      `${topic}: what it means for your card-processing costs, with a worked example comparing published rates from ${listOf(names)}.`.slice(
        0,
        320,
      ),
    contentMd,
    heroImageUrl: null,
    tags: ['Payment Processing', topic.slice(0, 40)],
  }
}

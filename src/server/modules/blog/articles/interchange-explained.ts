import type { SeedArticle } from './seed-article'

export const interchangeExplained: SeedArticle = {
  slug: 'interchange-fees-explained',
  title: 'Interchange Fees Explained: Where Your Card Processing Money Really Goes',
  metaTitle: 'Interchange Fees Explained for Business Owners (with Real Rates)',
  metaDesc:
    'Interchange is about three quarters of what you pay to accept cards. See the real Visa, Mastercard and debit rates, network fees and what your processor adds on top.',
  tags: ['Interchange', 'Fees', 'Basics'],
  heroImageUrl: '/images/blog/interchange.svg',
  publishedAt: new Date('2026-09-08T09:00:00Z'),
  contentMd: `Every time a customer pays by card, the money you receive is a little less than the sale. Most business owners think of that gap as "the processor's fee". In reality the biggest part goes to the bank that issued your customer's card. That part is called **interchange**, and understanding it is the single most useful thing you can do before comparing processors.

## The three layers of every card fee

Each card sale is split between three parties:

1. **Interchange** goes to the card-issuing bank. The card networks (Visa, Mastercard, Discover) set the rates, and they are the same whichever processor you use.
2. **Network (card brand) fees** go to Visa, Mastercard or Discover themselves.
3. **Processor markup** goes to your processor or merchant-account provider. This is the only part that is really negotiable.

A worked example published by Dharma Merchant Services for a $100 Visa rewards card sale shows the split: interchange of 1.65% + 10¢, card-brand fees of 0.13% + 2¢ and a processor margin of 0.25% + 10¢, for a total of 2.25% ([Dharma pricing examples](https://dharmamerchantservices.com/faq/pricing-examples/)). In that example about **75% of the cost is interchange**, 7% goes to the card brands and 18% to the processor.

## What interchange actually costs

Interchange is not one number. Visa and Mastercard each publish hundreds of categories, and the rate depends on the card type, how it was accepted and your type of business. A few representative US rates:

| Transaction | Typical interchange |
|---|---|
| Visa consumer credit, card present (CPS/Retail) | 1.51% + 10¢ |
| Visa consumer credit at a restaurant (CPS/Restaurant) | 1.54% + 10¢ |
| Visa consumer credit, keyed in (CPS/Retail Key Entered) | 1.80% + 10¢ |
| Mastercard World Elite, card present | 2.20% + 10¢ |
| Mastercard World Elite, online | 2.50% + 10¢ |
| Debit from a large bank (regulated) | 0.05% + 22¢ |

The official schedules are public: see [Visa's interchange reimbursement fees](https://usa.visa.com/support/small-business/regulations-fees.html) and [Mastercard's merchant interchange rates](https://www.mastercard.us/en-us/business/overview/support/merchant-interchange-rates.html). Both change, usually each April and October, so treat any table (including this one) as a snapshot.

Three patterns matter more than the individual numbers:

- **Rewards and premium cards cost more.** A basic consumer credit card costs around 1.5–1.6% in person; a premium rewards card can cost 2.2–2.6%.
- **Online and keyed-in sales cost more** than chip or tap, by roughly 0.3 percentage points, because the fraud risk is higher.
- **Debit from big banks is cheap.** Under the Federal Reserve's [Regulation II](https://www.federalreserve.gov/paymentsystems/regii-about.htm), debit cards from banks with $10 billion or more in assets are capped at 21¢ + 0.05% plus a 1¢ fraud-prevention adjustment. On a $50 sale that is about 24.5¢, under 0.5%.

## Network fees on top

The card brands charge their own fees on every transaction, separate from interchange. Visa's assessment is about 0.14% of volume plus small per-authorization fees; Mastercard's is about 0.1375% plus a NABU fee of $0.0195 per authorization; Discover's about 0.13%. A useful rule of thumb is **0.14–0.17% plus about 2¢ per transaction**.

## What merchants pay overall

Across all US card volume, merchants paid **$160.7 billion in fees on $10.589 trillion of purchases in 2022, about 1.52%** (figures from the [Nilson Report](https://nilsonreport.com/)). That average hides a big gap: credit cards were 54% of volume but nearly 79% of fees, an average near 2.2%, while everything else averaged about 0.7%.

That is why your **card mix** (how much credit vs debit, and how many rewards cards) matters as much as the price you negotiate.

## What this means when you choose a processor

- **Interchange is a pass-through cost.** No honest processor can "beat" it. When two quotes differ, the difference is in the markup, the monthly fees, or how interchange is bundled.
- **Flat-rate pricing** (for example Stripe's 2.9% + 30¢ online or Square's 2.6% + 15¢ in person) hides interchange inside one number. You pay the same for a cheap debit card as for a premium rewards card.
- **Interchange-plus pricing** shows interchange separately and adds a fixed markup, so you benefit directly when customers use debit.
- **Your effective rate** (total fees ÷ card volume) is the only fair way to compare. If it is well above the benchmarks for your industry, the markup is where the savings are.

## Quick checklist

- [ ] Find your total fees and total card volume on your last statement and divide: that is your effective rate.
- [ ] Check whether your statement lists interchange per card type, or groups sales into "qualified / non-qualified" buckets.
- [ ] Estimate your debit share. The more debit you take, the more interchange-plus pricing tends to save.
- [ ] Ask every processor for its markup in writing, separate from interchange.

Want to see what your card mix would cost with each pricing model? The free assessment compares providers on your own volume and average sale in about three minutes.
`,
}

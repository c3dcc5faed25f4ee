import type { SeedArticle } from './seed-article'

export const pricingModels: SeedArticle = {
  slug: 'flat-rate-vs-interchange-plus-vs-subscription',
  title: 'Flat Rate vs Interchange-Plus vs Subscription Pricing: Break-Even Numbers',
  metaTitle: 'Flat Rate vs Interchange-Plus vs Subscription: Which Is Cheaper?',
  metaDesc:
    'Worked break-even numbers for Square-style flat rates, Helcim-style interchange-plus and Stax-style subscriptions at $5k to $100k a month in card sales.',
  tags: ['Pricing Models', 'Interchange-Plus', 'Savings'],
  heroImageUrl: '/images/blog/pricing-models.svg',
  publishedAt: new Date('2026-09-22T09:00:00Z'),
  contentMd: `Processors sell the same underlying service (moving money from your customer's card to your bank account) under three very different price tags. Which one is cheapest depends mostly on **how much you process** and **how big your average sale is**. This guide works through real published prices so you can see where each model wins.

## The three models in one paragraph each

**Flat rate.** One percentage plus a fixed fee per sale, whatever card the customer uses. Square charges 2.6% + 15¢ for in-person sales on its free plan; Stripe charges 2.9% + 30¢ for online cards ([Square pricing](https://squareup.com/us/en/pricing), [Stripe pricing](https://stripe.com/pricing)). Simple, predictable, and usually no monthly fee or contract.

**Interchange-plus.** You pay the actual interchange and network fees for each card, plus a disclosed markup. Helcim, for example, publishes a margin of 0.40% + 8¢ for in-person sales and 0.50% + 25¢ for keyed and online sales below $50,000 a month, falling to 0.15% at $1 million or more ([Helcim fee disclosures](https://legal.helcim.com/us/fee-disclosures)).

**Subscription (membership).** A fixed monthly fee, then interchange at cost with only a small per-transaction fee. Stax charges $99 a month up to $150,000 a year in volume, $139 from $150,000 to $250,000 and from $199 above that, plus 8¢ per in-person or 15¢ per online transaction ([Stax pricing](https://staxpayments.com/pricing)).

## The assumptions

To compare like with like we use one in-person business:

- Average sale of **$75**.
- A typical retail card mix. Helcim's published "true rate" table spreads such a mix over about 20 Visa and Mastercard categories and arrives at **1.89% + 8¢ all-in** at a $75 ticket, including its 0.40% + 8¢ margin ([Helcim cost-plus table](https://www.helcim.com/pages/hcm-pub-pages-pricing-costplus-table.php)). Taking the margin out leaves about **1.49%** of pass-through cost (interchange plus network fees).
- Square's in-person rate of 2.6% + 15¢ for the flat rate, and Stax's published tiers for the subscription.

Per $75 sale that gives: flat rate **$2.10** (2.80%), interchange-plus **$1.50** (2.00%), subscription **$1.20** (1.60%) before the monthly fee.

## Monthly cost at different volumes

| Monthly card sales | Flat rate (2.6% + 15¢) | Interchange-plus (Helcim) | Subscription (Stax) |
|---|---|---|---|
| $5,000 | $140 | $100 | $179 |
| $10,000 | $280 | $200 | $259 |
| $25,000 | $700 | $499 | $598 |
| $50,000 | $1,400 | $998 | $997 |
| $100,000 | $2,800 | $1,933 | $1,796 |

At $25,000 and above the yearly volume passes $250,000, so the subscription uses the $199 tier; at $100,000 Helcim's margin drops to its next tier (0.35% + 7¢). All figures are estimates for this card mix.

## The break-even points

- **Subscription vs flat rate:** the subscription saves about 1.2% of volume per sale, so the $99 fee is covered at roughly **$8,200 a month** in card sales. Below that, the flat rate is cheaper.
- **Subscription vs interchange-plus:** the gap per dollar is only about 0.4%, so the subscription needs about **$50,000 a month** (on the $199 tier) to win.
- **Interchange-plus vs flat rate:** with no monthly fee, interchange-plus is cheaper at every volume in this example, saving about 0.8% of volume, or **$80 a month at $10,000**.

A simple way to check any subscription offer yourself, recommended in reviews of Stax, is to divide the monthly fee by your monthly volume: a $99 fee on $10,000 is 0.99 percentage points that the lower per-sale cost has to win back.

## When the answer changes

- **Small tickets.** Fixed fees dominate. At a $10 average sale Square's 15¢ alone is 1.5% of the sale. Compare per-transaction fees carefully if you sell coffee or parking.
- **Lots of debit.** Regulated debit costs about 0.05% + 22¢ in interchange. Interchange-plus and subscriptions pass that saving to you; a flat rate keeps it.
- **Lots of premium or business cards.** These can cost 2.2–2.6% or more in interchange, which narrows the gap with a flat rate.
- **Online sales.** Card-not-present interchange is higher and Helcim's online margin is 0.50% + 25¢, so redo the numbers with Stripe's 2.9% + 30¢ as the flat-rate baseline.
- **Very low or seasonal volume.** A monthly fee you pay in quiet months can wipe out a year of savings.

## What flat rates still do well

Flat rates are easy to budget, usually come with no contract, include American Express at the same price, and need no statement analysis. For a new business, that simplicity is often worth a few tenths of a percent. Revisit the decision once you pass about $10,000 a month.

## Checklist before you switch

- [ ] Work out your average sale and monthly card volume from the last three months.
- [ ] Ask each interchange-plus or subscription provider for its markup and every monthly fee in writing.
- [ ] Check for a contract term and an early-termination fee before signing.
- [ ] Re-run the comparison at your expected volume a year from now.

The free assessment runs this comparison on your own volume and average sale and ranks the providers that fit.
`,
}

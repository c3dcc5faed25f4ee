import type { SeedArticle } from './seed-article'

export const restaurants: SeedArticle = {
  slug: 'choosing-a-payment-processor-for-restaurants',
  title: 'Choosing a Payment Processor for Your Restaurant or Café',
  metaTitle: 'Best Payment Processor for Restaurants: Costs and What to Check',
  metaDesc:
    'Small tickets, tips and debit cards change the maths for restaurants. Compare flat-rate and interchange-plus costs at real ticket sizes, and what to check beyond price.',
  tags: ['Restaurants', 'Industry Guide', 'In-Person'],
  heroImageUrl: '/images/blog/restaurants.svg',
  publishedAt: new Date('2026-11-10T09:00:00Z'),
  contentMd: `Restaurants process many small, card-present payments with tips, often on debit cards. That mix rewards different pricing from a retailer selling $200 items. Here is how to choose.

## Why restaurant maths is different

- **Small tickets make fixed fees expensive.** On a $12 lunch, a 15¢ per-transaction fee alone is 1.25% of the sale; a 30¢ fee would be 2.5%.
- **Restaurants have their own interchange category.** Visa's CPS/Restaurant rate for consumer credit is about **1.54% + 10¢** ([Visa interchange fees](https://usa.visa.com/support/small-business/regulations-fees.html)).
- **Debit is common**, and regulated debit interchange is capped at 21¢ + 0.05% + 1¢ ([Federal Reserve, Regulation II](https://www.federalreserve.gov/paymentsystems/regii-about.htm)). On a small ticket that fixed 22¢ is a large share, so per-transaction fees matter even on interchange-plus.

## What "good" looks like

Consultants describe an all-in effective rate of **2.4–2.8%** as healthy for restaurants and cafés ([Epitychia Consulting](https://epitychiaconsulting.com/)). On interchange-plus pricing, full-service restaurants can reach **1.5–1.8%**, and quick-service restaurants **1.4–1.7%**; above 2.5% (2.3% for quick service) suggests overpaying ([FeeHawk](https://feehawk.io/)).

## Flat rate vs interchange-plus at restaurant ticket sizes

Using Square's in-person rate of 2.6% + 15¢ ([Square pricing](https://squareup.com/us/en/pricing)) and Helcim's in-person interchange-plus margin of 0.40% + 8¢ ([Helcim](https://legal.helcim.com/us/fee-disclosures)) on top of an estimated pass-through cost of about 1.6% + 10¢ for a restaurant card mix:

| Average ticket | Flat rate per sale | Interchange-plus per sale | Difference on 2,000 sales a month |
|---|---|---|---|
| $12 (café) | $0.46 (3.85%) | $0.42 (3.50%) | about $84 |
| $35 (casual dining) | $1.06 (3.03%) | $0.88 (2.51%) | about $360 |
| $80 (full service) | $2.23 (2.79%) | $1.78 (2.23%) | about $900 |

The pass-through estimate is ours, built from published interchange and network fees; your own card mix will move it. The pattern holds, though: **the bigger your tickets and volume, the more interchange-plus saves.**

## Beyond price: what restaurants need

- **Tips and tip adjustment** on the terminal or at the table, without re-running the card.
- **Pay at the table** or order-at-table QR codes, which speed up turns.
- **Offline mode** so you can keep taking cards when the internet drops (check the limits and risk).
- **POS fit.** Many restaurant systems (Square, Clover, Toast and others) bundle payments with software. Clover, for example, sells separate plans for counter service and table service, and raised its software and device fees in May 2023. Price the software and hardware together with processing.
- **Fast deposits.** Next-day or same-day funding helps with daily supplier payments.

## Hardware: buy, don't lease

Terminal and POS leases are usually separate, non-cancellable contracts. Restaurant hardware bundles can cost several hundred to over a thousand dollars to buy, but over a four-year lease you may pay far more. If a provider offers free hardware, read the contract for the minimum term and termination fee.

## Checklist for restaurant owners

- [ ] Calculate your average ticket and monthly transaction count, not just volume.
- [ ] Ask for the per-transaction fee in writing: on small tickets it matters as much as the percentage.
- [ ] Check tip adjustment, pay-at-table and offline support on the exact hardware you will use.
- [ ] Price software, hardware and processing as one monthly total.
- [ ] Avoid long contracts and equipment leases.

The free assessment asks for your industry, volume and transaction count, and ranks processors on what you would actually pay.
`,
}

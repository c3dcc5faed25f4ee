import type { SeedArticle } from './seed-article'

export const hiddenFees: SeedArticle = {
  slug: 'hidden-credit-card-processing-fees',
  title: 'Hidden Credit Card Processing Fees and How to Spot Them',
  metaTitle: 'Hidden Credit Card Processing Fees: A Line-by-Line Guide',
  metaDesc:
    'PCI, statement, batch, gateway and monthly-minimum fees, non-qualified surcharges and mid-contract increases: what each costs and how to find it on your statement.',
  tags: ['Fees', 'Statements', 'Savings'],
  heroImageUrl: '/images/blog/hidden-fees.svg',
  publishedAt: new Date('2026-10-06T09:00:00Z'),
  contentMd: `The rate a salesperson quotes is rarely what you end up paying. The difference usually hides in small fixed fees, in how transactions are sorted into price buckets, and in increases announced by a notice you never read. Here is what to look for, with the published figures behind each one.

## Fixed monthly fees

Fixed fees matter most to smaller businesses: $50 a month of extras on $5,000 of card sales adds a full percentage point to your cost.

| Fee | Typical amount | Example |
|---|---|---|
| PCI compliance | $5.95–$10 a month | PaySimple lists $5.95 a month |
| PCI non-compliance | about $20–$60 a month | PaySimple lists $59.95 a month |
| Gateway | about $25 a month | Authorize.net plans carry a $25 monthly gateway fee |
| Statement | about $10–$15 a month | Often a line called "statement fee" or "account fee" |
| Monthly minimum | e.g. $25 | Charged when your markup falls below a floor |
| Terminal rental | e.g. $7.50 a month | PaySimple's terminal fee |

Sources: [PaySimple](https://paysimple.com/) (effective May 26, 2023) and [Authorize.net](https://www.authorize.net/).

The **PCI non-compliance fee** deserves special attention: it is charged when you have not completed your annual self-assessment questionnaire. It is usually avoidable in twenty minutes.

## Per-transaction extras

- **Batch fees** of $0.10–$0.75 each time you close out your terminal (PaySimple charges $0.75).
- **Fees on refunds, voids and declines.** Authorize.net's per-transaction fee also applies to these, so a high decline rate costs money even when no sale happens.
- **Chargeback fees** of $15 at Stripe, PayPal and Braintree, and $20–$30 at many merchant-account providers (PaySimple: $30).
- **Card-not-present surcharges**, such as PaySimple's extra 1% on keyed and online sales.

## Tiered pricing: the "non-qualified" trap

Some providers sort every sale into qualified, mid-qualified and non-qualified buckets, each with its own rate. An archived Chase Paymentech price list showed **1.99% + 25¢ qualified, 2.68% + 25¢ mid-qualified and 3.76% + 25¢ non-qualified**, with a $9.95 monthly fee, a $25 monthly minimum and a $100 setup fee.

The quoted rate is always the qualified one. But the processor decides which cards qualify, and rewards, business and keyed-in cards often land in the expensive buckets. If your statement shows lines such as "mid-qual" or "non-qual", you are on tiered pricing, and asking for interchange-plus is usually worth it.

## Increases by notice

Processors can often change fees with notice printed on your statement:

- Worldpay added a $0.10 fee on certain Visa contactless transactions from April 2023 and ended its "FIS Discounts" programme at the end of 2023.
- Clover raised software and device fees from May 1, 2023.
- Payment Depot members were told their membership may rise to $499 a month.

Read the messages section of every statement, or ask your processor to email you rate changes.

## How to find hidden fees in 15 minutes

1. Take your last three statements and add up every fee.
2. Divide by your card volume to get your **effective rate**. Across all US card volume merchants paid about 1.52% in 2022 ([Nilson Report](https://nilsonreport.com/)); flat-rate online sellers typically pay 2.9–3.2% all-in.
3. List every fixed monthly fee and ask what each one is for.
4. Look for tiered buckets, "non-qualified" lines and any fee that changed month to month.
5. Ask your processor to remove or reduce the fees you cannot justify. Many will, rather than lose you.

## Questions to ask any new processor

- What is every fee I could be charged, including annual, PCI, batch and chargeback fees?
- Is your pricing interchange-plus, and what is your markup?
- Can you change my fees during the contract, and how will you tell me?
- Is there an early-termination fee?

The free assessment builds these fees into the cost estimate for each provider, so you can compare totals rather than headline rates.
`,
}

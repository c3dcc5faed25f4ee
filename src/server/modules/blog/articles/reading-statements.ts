import type { SeedArticle } from './seed-article'

export const readingStatements: SeedArticle = {
  slug: 'how-to-read-a-merchant-processing-statement',
  title: 'How to Read a Merchant Processing Statement (and Find Your Effective Rate)',
  metaTitle: 'How to Read a Credit Card Processing Statement, Step by Step',
  metaDesc:
    'Find your effective rate in five minutes, tell interchange from markup, and spot tiered pricing and junk fees on any credit card processing statement.',
  tags: ['Statements', 'Effective Rate', 'Basics'],
  heroImageUrl: '/images/blog/statements.svg',
  publishedAt: new Date('2026-11-03T09:00:00Z'),
  contentMd: `Processing statements are famously hard to read, and some are designed that way. You do not need to understand every line. You need three numbers and a few warning signs.

## Step 1: find your effective rate

Your **effective rate** is the one number that lets you compare any processor, whatever its pricing model:

> Effective rate = total fees ÷ total card sales

Look for a summary box near the top called something like "Total amount submitted" or "Gross sales", and a line called "Total fees", "Fees charged" or "Discount due". Some statements deduct fees daily, so the monthly total may appear only in a fees section at the end.

**Example:** $412.80 in fees on $16,540 of card sales is an effective rate of **2.50%**.

Use at least three months: one month can be distorted by a large refund or an annual fee.

## Step 2: compare it with a benchmark

There is no official benchmark, but these ranges from consultants give a sense of "healthy" all-in rates ([Epitychia Consulting](https://epitychiaconsulting.com/)):

| Industry | Healthy effective rate |
|---|---|
| Retail | 2.2–2.6% |
| Restaurant / café | 2.4–2.8% |
| E-commerce | 2.6–3.0% |
| B2B / wholesale | 1.9–2.3% |

On interchange-plus pricing in person, retail merchants can do better: 1.5–1.8% is described as good and above 2.5% as overpaying ([FeeHawk](https://feehawk.io/)). Treat all of these as rough guides, not rules.

## Step 3: split pass-through costs from markup

Interchange and network fees are the same at every processor; the markup is what you can change. On an **interchange-plus** statement you will see interchange listed per card category (for example "VI CPS RETAIL CR" or "MC MERIT III") and a separate markup line, often a percentage plus a per-item fee.

In Dharma Merchant Services' published $100 Visa rewards example, interchange is 1.65% + 10¢, card-brand fees 0.13% + 2¢ and the processor margin 0.25% + 10¢ ([Dharma pricing examples](https://dharmamerchantservices.com/faq/pricing-examples/)). If your markup is well above that (say, more than about 0.5% + 10¢ in person) you have room to negotiate.

On a **flat-rate** statement you will only see one rate; your markup is simply the gap between that rate and interchange, which for a typical in-person card mix is around 1.5%.

## Step 4: look for warning signs

- **"Qualified", "mid-qual" or "non-qual" lines.** You are on tiered pricing. Expensive buckets are where cost creeps in.
- **Fixed fees you cannot explain:** PCI, statement, annual, gateway, batch, "regulatory" or "compliance" fees. Add them up and divide by your volume to see what they cost as a percentage.
- **PCI non-compliance fees** (often $20–$60 a month) that you can remove by completing your annual questionnaire.
- **Rising fees month to month** with no change in your business.
- **Notices** in the messages section announcing new fees.

## Step 5: check your card mix

Many statements break down volume by card type. A high share of debit makes interchange-plus or subscription pricing more attractive, because regulated debit interchange is capped at 21¢ + 0.05% plus a 1¢ fraud adjustment ([Federal Reserve, Regulation II](https://www.federalreserve.gov/paymentsystems/regii-about.htm)). A high share of keyed-in transactions suggests a terminal or checkout problem: keyed sales cost more than chip or tap.

## A one-page worksheet

1. Card sales this month: ______
2. Total fees this month: ______
3. Effective rate (2 ÷ 1): ______
4. Fixed monthly fees (sum): ______
5. Pricing model: flat / tiered / interchange-plus / subscription
6. Markup, if shown: ______
7. Contract end date and termination fee: ______

With those seven answers you can compare any quote on equal terms. The free assessment asks for the same figures and shows what each provider would cost you.
`,
}

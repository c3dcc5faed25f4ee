import type { SeedArticle } from './seed-article'

export const contractTraps: SeedArticle = {
  slug: 'early-termination-fees-and-contract-traps',
  title: 'Early-Termination Fees and Merchant Contract Traps to Avoid',
  metaTitle: 'Merchant Account Early-Termination Fees and Contract Traps',
  metaDesc:
    'Early-termination fees of $295–$495, liquidated damages, auto-renewal, equipment leases and reserves: how merchant contracts lock you in and what to negotiate.',
  tags: ['Contracts', 'Fees', 'Negotiation'],
  heroImageUrl: '/images/blog/contracts.svg',
  publishedAt: new Date('2026-10-20T09:00:00Z'),
  contentMd: `A good rate is worth little if the contract makes it expensive to leave when the rate stops being good. Most merchant-account disputes start with clauses the owner never noticed. These are the ones to look for before you sign, and what to ask for instead.

## Early-termination fees

Traditional merchant accounts often run for **36 months and renew automatically**. Leaving early usually triggers an early-termination fee (ETF), typically a flat **$295 to $495** ([Merchant Maverick](https://www.merchantmaverick.com/)). Watch for two variations:

- **Per-account ETFs.** One Worldpay merchant reported being told the fee was **$495 per merchant ID** unless they gave 30 days' notice. A business with three locations, each with its own ID, would pay three times.
- **Liquidated damages.** Instead of a flat fee, the contract charges the fees you "would have paid" for the remaining months, sometimes plus the processor's estimated profit. These clauses have produced bills in the thousands of dollars; the largest example we found was $7,500.

Flat-rate providers such as Stripe and Square do not charge ETFs, and some interchange-plus providers (Helcim, for example) advertise no contract at all.

## Auto-renewal with a narrow window

Many agreements renew for another full term unless you cancel in writing during a short window, often 30 to 90 days before the anniversary. Put the date in your calendar the day you sign.

## Equipment leases

A terminal lease is usually a **separate, non-cancellable contract** with a leasing company, not your processor. Closing your merchant account does not end the lease. Over four years, lease payments can far exceed the price of buying the same terminal outright. Buy hardware, or rent month to month.

## Personal guarantees

Many applications include a personal guarantee, making you personally liable for chargebacks, fees and ETFs if the business cannot pay. Read the signature page: it may be signed by you as an individual, not only as an officer of the company.

## Reserves and holds

Processors can hold back part of your money if they see risk:

- A Square notice reported by sellers held **30% of each transaction for 120 days**, even without chargebacks.
- Stripe's terms allow rolling reserves; reported examples range from **5% to 25% for 90 days or more**, with holds of 90–120 days after an account is closed.
- PayPal account holds of up to **180 days** are widely reported.

Keep a backup processor ready if card revenue is critical to your cash flow.

## Rate changes during the contract

Most agreements let the processor change fees with notice. A "locked" rate is only locked if the contract says so. The marketplace CardFellow, for example, requires its processors to lock pricing for the life of the account and forbids cancellation fees ([CardFellow](https://www.cardfellow.com/blog/best-credit-card-processing-define-learn-search/)), which shows these terms are achievable.

## What to negotiate

| Ask for | Why |
|---|---|
| No ETF, or a waiver if rates rise | Keeps switching cheap |
| Month-to-month term | No auto-renewal trap |
| Rate lock for the contract term, in writing | Protects your quoted markup |
| Buy, do not lease, equipment | Avoids a non-cancellable second contract |
| Written list of every fee | Makes hidden fees visible |
| Reserve terms stated up front | No surprise holds |

Get every change **in writing, in the contract itself**, not in an email from the sales representative.

## Before you switch processors

1. Find your current contract and note the term, renewal date and termination clause.
2. Compare the ETF to the yearly saving. A $495 fee is repaid in five months by a $100-a-month saving.
3. Give notice in the form the contract requires (often written notice to a specific address).
4. Keep the old account open until the new one has paid out successfully.

The free assessment flags contract terms alongside cost, so the cheapest option is also one you can leave.
`,
}

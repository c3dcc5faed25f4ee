import type { SeedArticle } from './seed-article'

export const ecommerceSaas: SeedArticle = {
  slug: 'choosing-a-payment-processor-for-ecommerce-and-saas',
  title: 'Choosing a Payment Processor for E-commerce and SaaS',
  metaTitle: 'Best Payment Processor for E-commerce and SaaS: Real Costs Compared',
  metaDesc:
    'Stripe, Shopify Payments, PayPal, Adyen and interchange-plus compared for online stores and subscription businesses, including international, currency and billing fees.',
  tags: ['E-commerce', 'SaaS', 'Industry Guide'],
  heroImageUrl: '/images/blog/ecommerce.svg',
  publishedAt: new Date('2026-11-17T09:00:00Z'),
  contentMd: `Online sales are "card-not-present", which costs more in interchange and attracts more fraud. Subscription businesses add recurring billing, failed-payment recovery and often international customers. Headline rates cluster tightly, so the real differences come from add-on fees.

## The headline online rates

| Provider | Online card rate | Notable extras |
|---|---|---|
| [Stripe](https://stripe.com/pricing) | 2.9% + 30¢ | +1.5% international cards, +1% currency conversion, Billing 0.7% of billing volume |
| [Shopify Payments](https://www.shopify.com/pricing) (Basic) | 2.9% + 30¢ | $29/month plan; 2% extra if you use a third-party gateway |
| [PayPal Checkout](https://www.paypal.com/us/business/paypal-business-fees) | 3.49% + 49¢ | +1.5% international |
| PayPal card processing (ACDC) | 2.89% + 49¢ | or interchange + 0.49% + fixed fee |
| [Adyen](https://www.adyen.com/pricing) | $0.13 + interchange + scheme fees + 0.60% | minimum invoice may apply |
| [Helcim](https://legal.helcim.com/us/fee-disclosures) (under $50k/month) | interchange + 0.50% + 25¢ | no monthly fee |

Online consumer-credit interchange runs around 1.8–2.5% + 10¢ depending on the card (Visa key-entered consumer credit is 1.80% + 10¢; Mastercard World Elite online 2.50% + 10¢), plus about 0.14–0.17% in network fees.

## Small subscriptions: fixed fees dominate

For a $20-a-month subscription, Stripe's 2.9% + 30¢ is $0.88, or **4.4%** of the charge. Add Stripe Billing's 0.7% and it is about **5.1%**. For a $200 annual plan the same rate is only 3.05%. If you sell low-priced plans:

- Consider annual billing, which cuts the number of fixed fees by twelve.
- Ask about interchange-plus once volume grows; the per-transaction part of the markup matters more than the percentage.

## International customers

Cross-border cards carry extra fees at almost every provider: +1.5% at Stripe, Shopify Payments and PayPal, and +1% more at Stripe when currency conversion is needed. 2Checkout (Verifone) charges an extra 2% on its 2Sell and 2Subscribe plans for many cross-border sales, on top of 3.5% + 35¢ or 4.5% + 45¢. If a large share of your customers are abroad, compare providers that let you settle in several currencies or that act as merchant of record.

## Platform lock-in

Shopify charges an extra **2%** (Basic plan; 1% on Grow, 0.6% on Advanced) on orders processed through a third-party gateway. For most Shopify stores that makes Shopify Payments the cheapest option unless your volume justifies a higher plan ([Shopify pricing](https://www.shopify.com/pricing)).

## Subscription essentials beyond price

- **Card updater** services keep saved cards current when banks reissue them (PayPal lists Account Updater at $0.25 per update).
- **Smart retries and dunning** recover failed renewals, which matters more to revenue than a tenth of a percent in fees.
- **Data portability.** Make sure you can export card tokens if you ever switch; some providers make this hard.
- **Disputes:** $15 per chargeback at Stripe, PayPal and Braintree.

## Reserves: plan for them

Online and subscription businesses are more likely to face rolling reserves. Reported Stripe reserves range from 5% to 25% for 90 days or more. Keep a second provider configured so that a hold does not stop sales.

## When to move beyond flat rate

A useful trigger is around **$50,000–$100,000 a month** in card volume, or earlier if your tickets are large. At that point, ask Stripe or Braintree for custom interchange-plus pricing, or compare Adyen or Helcim. A B2B SaaS that expected an all-in 2.1% on Adyen reported paying 3.58% on one $500 business-card payment, because business cards carry high interchange: ask for estimates based on your own card mix, not an average.

## Checklist

- [ ] Compute your average charge and the share of international customers.
- [ ] Add billing, card updater, fraud tools and currency conversion to the headline rate.
- [ ] Check platform fees for third-party gateways.
- [ ] Confirm you can export saved cards.
- [ ] Keep a backup processor ready.

The free assessment compares online providers on your own volume, average sale and priorities such as recurring billing and international payments.
`,
}

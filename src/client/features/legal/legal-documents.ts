import { reportPriceText } from '@shared/checkout/prices'
/** The product's own terms, privacy notice and refund policy: one document per page, in plain language. */
export type LegalSection = { heading: string; paragraphs: string[] }
export type LegalDocument = { title: string; updated: string; intro: string; sections: LegalSection[] }

export const LEGAL_DOCUMENTS = {
  terms: {
    title: 'Terms of Service',
    updated: 'November 24, 2026',
    intro:
      'These terms govern your use of {brand}: the free assessment, the paid reports and the dashboard. By buying a report or creating an account you accept them.',
    sections: [
      {
        heading: 'What we provide',
        paragraphs: [
          'A free assessment that ranks card-payment processors on the figures you give us, with one top recommendation, and paid reports that rank every provider in our catalogue with a cost breakdown, a switching plan and negotiation material.',
          'Our figures are estimates made from each provider’s published prices (or typical terms where a provider only quotes) on the date shown with each figure. They are not a quote: your real price depends on the provider’s approval and terms. We are independent and are not paid by the providers we rank.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is done with it. One account belongs to one person or business.',
        ],
      },
      {
        heading: 'Buying a report',
        paragraphs: [
          `Prices are shown before you pay: ${reportPriceText('paid_startup')} for a startup or established business report, ${reportPriceText('paid_enterprise')} for an enterprise report, less any valid promo code. Payments are processed by our payment provider; we never see or store your full card number.`,
          'A report stays available in your dashboard for 30 days from purchase (or the period a promo code states). You may download its PDF for your own business use; you may not resell it or publish it.',
          'Our 3-day money-back guarantee is described in the refund policy.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not try to reach other people’s data, probe or overload the service, or copy the catalogue or reports in bulk. We may suspend an account that does.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We take care that every figure is sourced and computed exactly, but providers change their prices and we cannot promise any saving. To the extent the law allows, our liability for any claim is limited to what you paid us for the report concerned.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update these terms; the date above changes when we do, and material changes are emailed to account holders. Questions: {supportEmail}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'November 27, 2026',
    intro:
      'What {brand} collects about you, why, how long we keep it, who processes it, and what you can ask of us.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Assessment answers: your email address, business type, industry, transaction counts and volume, current provider, priorities, integrations and timeline (and, for enterprise assessments, locations, international share, fees and contract dates).',
          'Account details: email address, a username and a password stored only as a one-way hash. Purchases: the report bought, the amount, the date and the last four digits and brand of the card; never the full card number.',
          'Imported payment exports: when you import a processor’s export (a CSV file) in your dashboard, the file is read as it arrives and never saved. We keep only monthly sums worked out from it: per calendar month, the number and total of card payments, the fees charged, refunds and disputes (count and total), card brands and card types (credit, debit, prepaid, commercial), how payments were taken (in person, online or keyed) and by payment size, and how many cards were issued abroad; with the file’s first and last dates and its number of rows. No single payment, card number, customer name, email address or any other row of the file is kept.',
          'Technical data: the address your requests come from and your browser’s description, kept with your sessions and in our security logs.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To rank providers for you, to make and deliver your report, to run your account and sign you in safely, to send the emails you ask for (your recommendation, receipts, activation and password links) and to stop abuse. We do not sell your data and we do not share your answers with the providers we rank.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Assessments, accounts and reports: until you ask us to delete them. Purchase records: for as long as tax law requires (up to 7 years), even after the rest is deleted. Sign-in sessions end after 30 minutes without activity and after 12 hours at most, and are then removed.',
          'Imports: the monthly sums of an import are kept until you delete the import in your dashboard (which removes them at once) or your account is deleted.',
        ],
      },
      {
        heading: 'Who processes it for us',
        paragraphs: [
          'Our card payments are processed by Stripe, Inc., which receives your card details directly. Email is sent through our email delivery provider. Our servers and database are hosted by our infrastructure provider in the United States. Each processes your data only on our instructions.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for a copy of your data, for corrections, or for your account and its data to be deleted, by writing to {supportEmail} from your account’s address. We answer within 30 days. Purchase records we must keep by law are kept, without the rest of your data.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'We use only the cookies the service needs: one that keeps you signed in, one that ties a checkout to your browser, and your colour-scheme choice. No advertising or tracking cookies are set unless an ad-conversion tag is configured, which fires only when you start an assessment.',
        ],
      },
    ],
  },
  refunds: {
    title: 'Refund Policy',
    updated: 'November 24, 2026',
    intro: 'Our 3-day money-back guarantee, and how to use it.',
    sections: [
      {
        heading: 'The guarantee',
        paragraphs: [
          'If a report is not useful to you, ask for your money back within 3 days of buying it and we refund the full amount you paid, with no questions asked.',
        ],
      },
      {
        heading: 'How to ask',
        paragraphs: [
          'Write to {supportEmail} from the email address you bought with, naming the report (the order number is on your receipt). We confirm by email.',
        ],
      },
      {
        heading: 'What happens next',
        paragraphs: [
          'The refund goes back to the card you paid with through our payment provider; banks usually show it within 5 to 10 business days. The report is withdrawn from your dashboard when it is refunded.',
          'After 3 days reports are not refundable, except where the law gives you a right to a refund or a report could not be delivered.',
        ],
      },
    ],
  },
} satisfies Record<string, LegalDocument>

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS

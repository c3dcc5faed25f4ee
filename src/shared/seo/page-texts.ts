import { homeDescription } from '../catalogue/claims'
import type { PageId } from '../routes'

/**
 * Head texts of every page (spec "Page metadata"), by the page's id in the page table (`page-table.ts`); the
 * compiler names a page without texts. Apart from the table, which the browser's first page needs for its
 * routes and links: the texts are read by the server, which writes them into each page, and in the browser
 * only after an in-app navigation, which loads them then (`client/app/page-meta-sync.tsx`).
 */

/** A page's head texts; the title is made with the brand's name. */
export type PageText = { title: (brand: string) => string; description: string; keywords: string }

const blogTexts: PageText = {
  title: (b) => `Payment Processing Insights | ${b}`,
  description:
    'Guides for business owners: interchange, pricing models, hidden fees, contracts and choosing a processor.',
  keywords: 'payment processing blog, interchange explained, merchant fees guide',
}

const adminTexts: PageText = {
  title: (b) => `Admin | ${b}`,
  description: 'Administration console.',
  keywords: 'admin',
}

export const pageTexts: Record<PageId, PageText> = {
  home: {
    title: (b) => `${b} - Find Your Perfect Payment Processor`,
    description: homeDescription(),
    keywords:
      'payment processor comparison, credit card processing fees, merchant services, PSP recommendation',
  },
  auth: {
    title: (b) => `Sign In or Create an Account | ${b}`,
    description: 'Sign in to your dashboard to see your reports, recommendations and cost tools.',
    keywords: 'sign in, create account',
  },
  assessment: {
    title: (b) => `Free Payment Processor Assessment | ${b}`,
    description:
      'Answer a few questions about your business and get a personalised payment processor recommendation with an estimated monthly cost.',
    keywords: 'payment processor assessment, merchant account quiz, processing cost estimate',
  },
  recommendation: {
    title: (b) => `Your Payment Processor Recommendation | ${b}`,
    description: 'Your top payment processor match, with match score, reasons and estimated monthly cost.',
    keywords: 'payment processor recommendation, best credit card processor',
  },
  checkout: {
    title: (b) => `Get Your Full Report | ${b}`,
    description:
      'Buy the full payment processing report: every option ranked, cost breakdown and implementation guide.',
    keywords: 'payment processing report, processor comparison report',
  },
  'payment-success': {
    title: (b) => `Order Confirmed | ${b}`,
    description: 'Your order is confirmed. Check your email for your account details.',
    keywords: 'order confirmation',
  },
  activate: {
    title: (b) => `Activate Your Account | ${b}`,
    description: 'Activate your account from the link in your email.',
    keywords: 'account activation',
  },
  'forgot-password': {
    title: (b) => `Forgot Password | ${b}`,
    description: 'Request a link to reset your password.',
    keywords: 'forgot password',
  },
  'reset-password': {
    title: (b) => `Reset Password | ${b}`,
    description: 'Choose a new password for your account.',
    keywords: 'reset password',
  },
  blog: blogTexts,
  'blog-post': blogTexts,
  methodology: {
    title: (b) => `How We Rank Payment Processors | ${b}`,
    description:
      'Our methodology: how we estimate processing costs from sourced fee schedules and compute match scores, reasons and savings.',
    keywords: 'payment processor ranking methodology, processing cost model',
  },
  terms: {
    title: (b) => `Terms of Service | ${b}`,
    description: 'The terms for using the free assessment, buying a report and keeping an account.',
    keywords: 'terms of service',
  },
  privacy: {
    title: (b) => `Privacy Policy | ${b}`,
    description:
      'What we collect, why, how long we keep it, who processes it, and how to get or delete your data.',
    keywords: 'privacy policy, data protection',
  },
  'refund-policy': {
    title: (b) => `Refund Policy | ${b}`,
    description: 'Our 3-day money-back guarantee on every report, and how to ask for a refund.',
    keywords: 'refund policy, money-back guarantee',
  },
  dashboard: {
    title: (b) => `Dashboard | ${b}`,
    description: 'Your reports, recommendations and cost tools.',
    keywords: 'dashboard',
  },
  admin: adminTexts,
  'blog-admin': adminTexts,
  'pitch-deck': {
    title: (b) => `Pitch Deck | ${b}`,
    description: 'A private investor presentation shared by link.',
    keywords: '',
  },
}

/** Head texts of the 404 page. */
export const notFoundText: PageText = {
  title: () => '404 - Page Not Found',
  description: "Sorry, the page you're looking for doesn't exist or has been moved.",
  keywords: '',
}

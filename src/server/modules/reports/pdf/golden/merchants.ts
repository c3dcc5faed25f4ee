import type { EstimateRequestInput } from '@shared/pricing/estimate.schemas'

/**
 * Seven merchants whose report PDFs are kept as golden text (`report-pdf-golden.test.ts`): one of each kind
 * of business the report has to tell a straight story for.
 */
export const GOLDEN_MERCHANTS = {
  'micro-seller': {
    businessType: 'startup',
    industryType: 'retail',
    monthlyTransactions: 40,
    totalMonthlyVolume: 1_200,
    features: ['low-fees', 'mobile-friendly'],
    assessmentData: { integrations: ['none'], timeline: 'immediate', posSoftware: 'none' },
  },
  'square-cafe': {
    businessType: 'established',
    industryType: 'restaurant',
    monthlyTransactions: 2_400,
    totalMonthlyVolume: 28_000,
    currentProvider: 'Square',
    features: ['low-fees', 'mobile-friendly'],
    assessmentData: { posSoftware: 'square', timeline: 'soon', integrations: ['pos-system'] },
  },
  'toast-restaurant': {
    businessType: 'established',
    industryType: 'restaurant',
    monthlyTransactions: 4_000,
    totalMonthlyVolume: 120_000,
    currentProvider: 'Toast',
    features: ['low-fees', 'support'],
    assessmentData: { posSoftware: 'toast', timeline: 'planning', integrations: ['pos-system'] },
  },
  'shopify-store': {
    businessType: 'established',
    industryType: 'ecommerce',
    monthlyTransactions: 900,
    totalMonthlyVolume: 54_000,
    currentProvider: 'Shopify Payments',
    features: ['low-fees', 'easy-setup'],
    assessmentData: { platform: 'shopify', timeline: 'soon', integrations: ['ecommerce-platform'] },
  },
  'cbd-online': {
    businessType: 'established',
    industryType: 'ecommerce',
    monthlyTransactions: 700,
    totalMonthlyVolume: 42_000,
    features: ['easy-setup', 'low-fees'],
    assessmentData: {
      restrictedCategory: 'cbd',
      platform: 'woocommerce',
      timeline: 'immediate',
      integrations: ['ecommerce-platform'],
    },
  },
  'b2b-supplier': {
    businessType: 'established',
    industryType: 'professional',
    monthlyTransactions: 300,
    totalMonthlyVolume: 180_000,
    currentProvider: 'Stripe',
    features: ['low-fees', 'support'],
    assessmentData: {
      level23: true,
      achWilling: true,
      cardMix: { debit: 0.05, consumerCredit: 0.1, premium: 0.05, commercial: 0.8 },
      timeline: 'planning',
      integrations: ['accounting-software'],
      lastMonthFees: 5_400,
    },
  },
  enterprise: {
    businessType: 'enterprise',
    industryType: 'retail',
    monthlyTransactions: 60_000,
    totalMonthlyVolume: 3_000_000,
    currentProvider: 'Worldpay (FIS)',
    features: ['low-fees', 'international', 'support'],
    assessmentData: {
      locations: 25,
      internationalShare: 0.1,
      lastMonthFees: 72_000,
      contractEndDate: '2027-06-30',
      timeline: 'planning',
      integrations: ['pos-system', 'api-integration'],
    },
  },
} satisfies Record<string, EstimateRequestInput>

export type GoldenMerchant = keyof typeof GOLDEN_MERCHANTS

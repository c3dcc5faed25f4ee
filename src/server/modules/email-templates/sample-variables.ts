import { REPORT_LABELS, REPORT_PRICES_CENTS } from '@shared/checkout/prices'
import { formatUsd } from '@shared/format'
import { REPORT_ACCESS_DAYS } from '@shared/reports/report-terms'
import type { TemplateVariables } from '../mail/mail.service'

/** Realistic values for previews and test mails, keyed by placeholder name. */
export function sampleVariables(names: string[], globals: TemplateVariables): Record<string, string> {
  const url = String(globals.publicUrl ?? '')
  const known: Record<string, string> = {
    username: 'alex_morgan',
    recipientName: 'Alex Morgan',
    senderName: 'The team',
    providerName: 'Stripe',
    matchScore: '92',
    estimatedMonthlyCost: '$465.00',
    annualSavings: '$1,140',
    savingsLabel: 'vs. Square',
    advice: 'Switching from Square to Stripe saves about $95.00 a month after its one-off costs.',
    reasons: 'Flat pricing with no monthly fee suits your volume.',
    recommendationUrl: `${url}/recommendations/sample`,
    methodologyUrl: `${url}/methodology`,
    activationUrl: `${url}/activate?token=sample&email=alex%40example.com`,
    resetUrl: `${url}/reset-password?token=sample`,
    forgotPasswordUrl: `${url}/forgot-password`,
    dashboardUrl: `${url}/dashboard`,
    deckUrl: `${url}/pitch-deck/sample-token`,
    reportName: REPORT_LABELS.paid_established,
    amount: formatUsd(REPORT_PRICES_CENTS.paid_established),
    orderDate: 'March 4, 2026',
    orderNumber: 'PM-10428',
    accessDays: String(REPORT_ACCESS_DAYS),
    accessUntil: 'April 3, 2026',
    subject: 'A note about your account',
    message: 'Thanks for trying the service. Reply to this mail with any question.',
  }
  const out: Record<string, string> = {}
  for (const name of names) {
    const global = globals[name]
    out[name] = global !== undefined ? String(global) : (known[name] ?? `Sample ${name}`)
  }
  return out
}

import type { FulfilmentResult } from '../fulfilment/fulfilment.service'

/** What checkout answers a buyer, word for word. */
export const orderMessages = {
  assessmentNotFound: 'Assessment not found',
  incomplete: 'Please complete the assessment before buying the full report.',
  notSucceeded: 'This payment has not been completed.',
  unknownPayment: 'Payment not found',
  mismatch: 'This payment does not belong to this order.',
  otherEmail: 'This payment was made for a different email address.',
  alreadyPurchased:
    'You have already bought the full report for this assessment. Open it from your dashboard.',
  signInFirst:
    'An account already exists for this email. Sign in to it in this browser (or reset its password) first, then complete your purchase.',
  promoChanged: 'This promo code can no longer be used. Please review the updated price.',
  expired: 'This checkout has expired. Please reload the page to pay.',
} as const

export const successMessage = (result: FulfilmentResult) =>
  result.account === 'created'
    ? 'Account created! Check your email for confirmation.'
    : 'Your report was added to your existing account. Please sign in to see it.'

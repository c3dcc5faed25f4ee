/**
 * What a bought report comes with, in one zod-free module the landing page can import: how long it stays
 * open, and the money-back guarantee as the refund policy states it.
 */

/**
 * How long a bought report stays open in the dashboard: its `expiresAt` is the purchase plus this many days
 * (a promo code may set its own period). Every place that states a report's price states this period too.
 */
export const REPORT_ACCESS_DAYS = 30

/** The money-back guarantee: a paid report may be refunded within this many days of its purchase. */
export const REFUND_WINDOW_DAYS = 3

/** "30 days of dashboard access": what the price buys. */
export const reportAccessText = (days: number = REPORT_ACCESS_DAYS) =>
  `${days} ${days === 1 ? 'day' : 'days'} of dashboard access`

/** The guarantee in the refund policy's terms ("The guarantee" in the legal documents). */
export const refundPromiseText = `Ask within ${REFUND_WINDOW_DAYS} days of purchase and we refund the full amount you paid, no questions asked.`

/** Fee assumptions the cost model applies to every provider, stated in each estimate's assumptions. */

/** Setup fees are spread over this many months. */
export const SETUP_AMORTISATION_MONTHS = 36
/** Batches settled per location per month (daily close). */
export const BATCHES_PER_MONTH = 30
/** Chargeback fee assumed where a provider publishes none (typical ISO fee, $20–$30). */
export const TYPICAL_CHARGEBACK_CENTS = 2_500
/**
 * Currency conversion assumed where a provider publishes no fee: Stripe (US) adds 1% when a payment needs
 * converting and Braintree 1% on non-US-dollar presentment (stripe.com/pricing and paypal.com/us/braintree,
 * transcribed 2026-09-20).
 */
export const TYPICAL_CURRENCY_CONVERSION_PERCENT = 1
/**
 * Share of online and keyed payments assumed to move to ACH bank transfers when the merchant says customers
 * would pay large invoices that way (an assumption, stated with each estimate).
 */
export const ACH_SHARE = 0.25

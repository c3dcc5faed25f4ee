/** Fee assumptions the cost model applies to every provider, stated in each estimate's assumptions. */

/** Setup fees are spread over this many months. */
export const SETUP_AMORTISATION_MONTHS = 36
/** Batches settled per location per month (daily close). */
export const BATCHES_PER_MONTH = 30
/** Chargeback fee assumed where a provider publishes none (typical ISO fee, $20–$30). */
export const TYPICAL_CHARGEBACK_CENTS = 2_500

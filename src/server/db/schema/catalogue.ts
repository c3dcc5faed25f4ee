import { boolean, date, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The provider catalogue. Headline figures are columns (cents and percent); nested terms are jsonb.
 * `origin` is 'seed' for rows the start-up seed maintains from the sourced catalogue, 'admin' once an
 * administrator edits a row (the seed then leaves it alone).
 */
export const pspProviders = pgTable('psp_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  website: text('website').notNull(),
  pricingModel: text('pricing_model').notNull(),
  costModel: text('cost_model').notNull(),
  rateBasis: text('rate_basis').notNull(),
  cardPresentPercent: doublePrecision('card_present_percent'),
  cardPresentFixedCents: integer('card_present_fixed_cents'),
  cardNotPresentPercent: doublePrecision('card_not_present_percent').notNull(),
  cardNotPresentFixedCents: integer('card_not_present_fixed_cents').notNull(),
  keyedPercent: doublePrecision('keyed_percent'),
  keyedFixedCents: integer('keyed_fixed_cents'),
  internationalSurchargePercent: doublePrecision('international_surcharge_percent').notNull(),
  currencyConversionPercent: doublePrecision('currency_conversion_percent'),
  monthlyFeeCents: integer('monthly_fee_cents').notNull(),
  setupFeeCents: integer('setup_fee_cents').notNull(),
  /** markupTiers, subscriptionPlans, tieredRates: the model-specific price details. */
  pricingDetails: jsonb('pricing_details').notNull().default({}),
  otherFees: jsonb('other_fees').notNull().default({}),
  contract: jsonb('contract').notNull(),
  payout: jsonb('payout').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  priorityFit: jsonb('priority_fit').notNull(),
  integrations: jsonb('integrations').$type<string[]>().notNull(),
  supportedIndustries: jsonb('supported_industries').$type<string[]>().notNull(),
  idealMonthlyVolume: jsonb('ideal_monthly_volume').notNull(),
  bestFor: text('best_for').notNull(),
  pros: jsonb('pros').$type<string[]>().notNull(),
  cons: jsonb('cons').$type<string[]>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isEstimate: boolean('is_estimate').notNull().default(false),
  sourceUrl: text('source_url').notNull(),
  asOf: date('as_of').notNull(),
  figureSources: jsonb('figure_sources').notNull().default([]),
  origin: text('origin', { enum: ['seed', 'admin'] })
    .notNull()
    .default('seed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

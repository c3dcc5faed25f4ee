import type { EstimateResult } from '@shared/pricing/estimate-result'
import { index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** A visitor's assessment: answers as they are saved, and the engine's ranking once completed. */
export const assessments = pgTable(
  'assessments',
  {
    /** 128 random bits, base64url: the id is a capability in public URLs. */
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** The account it belongs to: completed while signed in, or made from the dashboard. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessType: text('business_type', { enum: ['startup', 'established', 'enterprise'] }),
    industryType: text('industry_type'),
    monthlyTransactions: integer('monthly_transactions'),
    totalMonthlyVolume: numeric('total_monthly_volume', { precision: 14, scale: 2 }),
    currentProvider: text('current_provider'),
    /** Ranked priority ids, most important first. */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    assessmentData: jsonb('assessment_data').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['in_progress', 'completed'] })
      .notNull()
      .default('in_progress'),
    currentStep: integer('current_step').notNull().default(1),
    maxStep: integer('max_step').notNull().default(6),
    stepDescription: text('step_description').notNull().default('Email Captured'),
    /** Every ranked provider, the savings and the assumptions, computed at completion. */
    results: jsonb('results').$type<EstimateResult>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessments_email_idx').on(t.email),
    index('assessments_created_idx').on(t.createdAt),
    index('assessments_user_idx').on(t.userId),
  ],
)

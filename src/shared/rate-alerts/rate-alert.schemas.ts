import { z } from 'zod'

/** Alert types and check frequencies (spec §9). */
export const ALERT_TYPES = ['increase', 'decrease', 'any'] as const
export const ALERT_FREQUENCIES = ['hourly', 'daily', 'weekly', 'immediate'] as const
export const ALERT_STATUSES = ['active', 'paused'] as const
export type AlertType = (typeof ALERT_TYPES)[number]
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  increase: 'Rate increase',
  decrease: 'Rate decrease',
  any: 'Any change',
}
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  hourly: 'Hourly digest',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  immediate: 'Immediately',
}

/** How long each digest waits between mails. */
export const DIGEST_PERIOD_MS: Record<Exclude<AlertFrequency, 'immediate'>, number> = {
  hourly: 60 * 60_000,
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
}

/** Threshold: the smallest change of the percentage rate (in percentage points) worth an alert. */
const threshold = z
  .number({ error: 'The threshold must be a number of percentage points.' })
  .min(0, 'The threshold cannot be negative.')
  .max(20, 'The threshold must be at most 20 percentage points.')

export const CreateRateAlertSchema = z.strictObject({
  providerId: z.string().trim().min(1, 'Choose a provider.').max(100),
  type: z.enum(ALERT_TYPES, { error: 'The alert type must be increase, decrease or any.' }),
  threshold: threshold.optional(),
  frequency: z.enum(ALERT_FREQUENCIES, {
    error: 'The frequency must be hourly, daily, weekly or immediate.',
  }),
})
export type CreateRateAlert = z.infer<typeof CreateRateAlertSchema>

export const UpdateRateAlertSchema = z
  .strictObject({
    status: z.enum(ALERT_STATUSES, { error: 'The status must be active or paused.' }).optional(),
    threshold: threshold.nullable().optional(),
    frequency: z
      .enum(ALERT_FREQUENCIES, { error: 'The frequency must be hourly, daily, weekly or immediate.' })
      .optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change.' })
export type UpdateRateAlert = z.infer<typeof UpdateRateAlertSchema>

export const RateAlertSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  provider: z.string(),
  /** The provider's headline online rate now, percent. */
  currentRate: z.number(),
  currentFixed: z.number(),
  type: z.enum(ALERT_TYPES),
  threshold: z.number().nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(ALERT_STATUSES),
  /** When the alert last looked at a change (or was created). */
  lastChecked: z.string(),
  lastNotifiedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type RateAlert = z.infer<typeof RateAlertSchema>
export const RateAlertListSchema = z.array(RateAlertSchema)

/** Headline figures as the catalogue lists them: percent, and dollars for the others. */
export const FeeFiguresSchema = z.object({
  transactionFeePercent: z.number(),
  transactionFeeFixed: z.number(),
  monthlyFee: z.number(),
  setupFee: z.number(),
})
export type FeeFigures = z.infer<typeof FeeFiguresSchema>

export const RateHistoryEntrySchema = z.object({
  id: z.string(),
  providerId: z.string(),
  provider: z.string(),
  old: FeeFiguresSchema,
  new: FeeFiguresSchema,
  /** Change of the percentage rate in percentage points (new minus old). */
  change: z.number(),
  sourceUrl: z.string(),
  asOf: z.string(),
  recordedAt: z.string(),
})
export type RateHistoryEntry = z.infer<typeof RateHistoryEntrySchema>
export const RateHistorySchema = z.array(RateHistoryEntrySchema)

export const RateHistoryQuerySchema = z.object({
  providerId: z.string().trim().min(1).max(100).optional(),
})

/** The optimisation checklist saved per account. */
export const ChecklistSchema = z.object({ completed: z.array(z.number().int()) })
export const ChecklistUpdateSchema = z.strictObject({
  completed: z
    .array(z.number().int().min(1, 'Unknown checklist step.').max(8, 'Unknown checklist step.'))
    .max(8)
    .refine((ids) => new Set(ids).size === ids.length, 'Each step can be listed once.'),
})

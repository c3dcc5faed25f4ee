import { z } from 'zod'

/** Which optional mails an address takes; every other mail is about the account itself and always goes. */
export const EmailPreferencesSchema = z.object({
  /** Rate alert digests when a watched provider changes its fees. */
  rateAlerts: z.boolean(),
  /** A recommendation mailed again when asked from its page. */
  recommendations: z.boolean(),
})
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>

export const UpdateEmailPreferencesSchema = EmailPreferencesSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Choose at least one preference to change',
)

/** `GET /api/user/email-preferences`: the preferences and whether the address is verified. */
export const EmailSettingsSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  preferences: EmailPreferencesSchema,
})
export type EmailSettings = z.infer<typeof EmailSettingsSchema>

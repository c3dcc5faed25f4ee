import { z } from 'zod'

/**
 * The one rule for an email address anywhere in the product: trimmed, present, at most 254 characters (the
 * longest address mail can carry), and shaped like an address. Only the texts differ, as each spec text says.
 */
export const emailAddress = (invalid = 'Valid email is required', required = invalid) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, 'The email address is too long')
    .pipe(z.email({ error: invalid }))

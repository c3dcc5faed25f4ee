import { format, parseISO } from 'date-fns'

/**
 * How the product writes dates, beside `format.ts` (numbers, money, rates, counts). Apart from it so that a
 * page writing money but no date, the landing page among them, does not load the date library with it.
 */

/** A date-time, or a calendar date ("2026-11-27") read as that day where the reader is. */
const asDate = (when: string | Date): Date => (typeof when === 'string' ? parseISO(when) : when)

/** "Nov 27, 2026" (in the reader's time zone); a text that is not a date is shown as it is. */
export const formatDate = (when: string | Date): string => {
  const date = asDate(when)
  return Number.isNaN(date.getTime()) ? String(when) : format(date, 'MMM d, yyyy')
}

/** "Nov 27, 2026 at 4:05 PM" (in the reader's time zone). */
export const formatDateTime = (when: string | Date): string => format(asDate(when), "MMM d, yyyy 'at' h:mm a")

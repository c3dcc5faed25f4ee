import { z } from 'zod'

/**
 * A provider's fees are flagged as possibly out of date when their as-of date is older than this many days:
 * about four months, so a schedule checked once a quarter never shows as stale, and one missed check does.
 * The methodology page lists the flagged providers and states this number.
 */
export const STALE_FEE_DAYS = 120

export const StaleFeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO date the provider's fees were last checked against their source. */
  asOf: z.string(),
  ageDays: z.number().int(),
})
export type StaleFee = z.infer<typeof StaleFeeSchema>

export const FeeDatesSchema = z.object({
  /** The UTC date the check was made on (ISO). */
  checkedOn: z.string(),
  staleAfterDays: z.number().int(),
  /** Active providers whose fees are older than `staleAfterDays`, oldest first. */
  stale: z.array(StaleFeeSchema),
})
export type FeeDates = z.infer<typeof FeeDatesSchema>

const DAY_MS = 86_400_000
const dayOf = (iso: string) => Date.UTC(...(iso.split('-').map(Number) as [number, number, number]))

/** Whole days from one ISO date to another. */
export const daysBetween = (from: string, to: string) => Math.round((dayOf(to) - dayOf(from)) / DAY_MS)

/** The providers whose as-of date is more than `STALE_FEE_DAYS` before `checkedOn` (an ISO date). */
export function feeDates(
  providers: ReadonlyArray<{ id: string; name: string; asOf: string }>,
  checkedOn: string,
): FeeDates {
  const stale = providers
    .map((p) => ({ id: p.id, name: p.name, asOf: p.asOf, ageDays: daysBetween(p.asOf, checkedOn) }))
    .filter((p) => p.ageDays > STALE_FEE_DAYS)
    .sort((a, b) => b.ageDays - a.ageDays || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return { checkedOn, staleAfterDays: STALE_FEE_DAYS, stale }
}

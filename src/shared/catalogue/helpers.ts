import type { Rate } from './provider.schemas'
import type { RatedPriority } from './taxonomy'

/** Terse builders used by the catalogue data files. */
export const rate = (percent: number, fixedCents: number): Rate => ({ percent, fixedCents })

export const fitScores = (
  easySetup: number,
  mobile: number,
  recurring: number,
  international: number,
  support: number,
): Record<RatedPriority, number> => ({
  'easy-setup': easySetup,
  'mobile-friendly': mobile,
  recurring,
  international,
  support,
})

/** Date the research notes were read, used where a source page carries no date of its own. */
export const READ_DATE = '2026-11-01'

/** Dollars to cents for readable data literals. */
export const usd = (dollars: number): number => Math.round(dollars * 100)

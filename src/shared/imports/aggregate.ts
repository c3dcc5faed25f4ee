import { toDollars } from '../pricing/money'
import {
  BRANDS,
  type Brand,
  ENTRY_MODES,
  type EntryMode,
  FUNDINGS,
  type Funding,
  type ImportAggregates,
  type ImportFigures,
  type MonthAggregate,
  TICKET_BUCKET_FLOORS_CENTS,
  ticketBucketLabel,
  ticketBucketOf,
} from './import.schemas'

/**
 * One row of an export once read: what the figures need and nothing else (no card number, no customer).
 * Money in integer cents; `feeCents` is what the processor charged for the row (negative when it gave fees back).
 */
export type ImportedRow = {
  /** YYYY-MM-DD */
  date: string
  /** The card payment's gross amount; 0 when the row is no payment (a refund or a dispute row). */
  paymentCents: number
  feeCents: number
  refundCents: number
  refunded: boolean
  disputeCents: number
  disputed: boolean
  brand: Brand
  funding: Funding
  entry: EntryMode
  /** Whether the card was issued outside the US; null when the export does not say. */
  international: boolean | null
}

const BUCKETS = TICKET_BUCKET_FLOORS_CENTS.length
const byKey = <K extends string, V>(keys: readonly K[], make: () => V) =>
  Object.fromEntries(keys.map((k) => [k, make()])) as Record<K, V>

const emptyMonth = (month: string): MonthAggregate => ({
  month,
  count: 0,
  volumeCents: 0,
  feesCents: 0,
  refundCount: 0,
  refundCents: 0,
  disputeCount: 0,
  disputeCents: 0,
  countryKnownCount: 0,
  countryKnownCents: 0,
  internationalCount: 0,
  internationalCents: 0,
  funding: byKey(FUNDINGS, () => ({ count: 0, volumeCents: 0 })),
  brand: byKey(BRANDS, () => ({ count: 0, volumeCents: 0 })),
  tickets: byKey(ENTRY_MODES, () => ({
    count: new Array<number>(BUCKETS).fill(0),
    volumeCents: new Array<number>(BUCKETS).fill(0),
  })),
})

/** Sums rows into months as they stream by; keeps only the sums. */
export function createAccumulator() {
  const months = new Map<string, MonthAggregate>()
  let firstDate = ''
  let lastDate = ''
  let rowsRead = 0
  let rowsSkipped = 0
  return {
    skip() {
      rowsRead += 1
      rowsSkipped += 1
    },
    add(row: ImportedRow) {
      rowsRead += 1
      const key = row.date.slice(0, 7)
      let m = months.get(key)
      if (!m) {
        m = emptyMonth(key)
        months.set(key, m)
      }
      if (firstDate === '' || row.date < firstDate) firstDate = row.date
      if (row.date > lastDate) lastDate = row.date
      m.feesCents += row.feeCents
      if (row.refunded) {
        m.refundCount += 1
        m.refundCents += row.refundCents
      }
      if (row.disputed) {
        m.disputeCount += 1
        m.disputeCents += row.disputeCents
      }
      const cents = row.paymentCents
      if (cents <= 0) return
      m.count += 1
      m.volumeCents += cents
      const f = m.funding[row.funding]
      f.count += 1
      f.volumeCents += cents
      const b = m.brand[row.brand]
      b.count += 1
      b.volumeCents += cents
      const t = m.tickets[row.entry]
      const i = ticketBucketOf(cents)
      t.count[i] = (t.count[i] ?? 0) + 1
      t.volumeCents[i] = (t.volumeCents[i] ?? 0) + cents
      if (row.international !== null) {
        m.countryKnownCount += 1
        m.countryKnownCents += cents
        if (row.international) {
          m.internationalCount += 1
          m.internationalCents += cents
        }
      }
    },
    rows: () => rowsRead,
    result(hasFees: boolean): ImportAggregates {
      return {
        months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
        firstDate,
        lastDate,
        rowsRead,
        rowsSkipped,
        hasFees,
      }
    },
  }
}

/** The months summed into one (the whole file). */
export const totalOf = (months: readonly MonthAggregate[]): MonthAggregate => {
  const total = emptyMonth('')
  for (const m of months) {
    total.count += m.count
    total.volumeCents += m.volumeCents
    total.feesCents += m.feesCents
    total.refundCount += m.refundCount
    total.refundCents += m.refundCents
    total.disputeCount += m.disputeCount
    total.disputeCents += m.disputeCents
    total.countryKnownCount += m.countryKnownCount
    total.countryKnownCents += m.countryKnownCents
    total.internationalCount += m.internationalCount
    total.internationalCents += m.internationalCents
    for (const k of FUNDINGS) {
      total.funding[k].count += m.funding[k].count
      total.funding[k].volumeCents += m.funding[k].volumeCents
    }
    for (const k of BRANDS) {
      total.brand[k].count += m.brand[k].count
      total.brand[k].volumeCents += m.brand[k].volumeCents
    }
    for (const k of ENTRY_MODES) {
      for (let i = 0; i < BUCKETS; i += 1) {
        const t = total.tickets[k]
        t.count[i] = (t.count[i] ?? 0) + (m.tickets[k].count[i] ?? 0)
        t.volumeCents[i] = (t.volumeCents[i] ?? 0) + (m.tickets[k].volumeCents[i] ?? 0)
      }
    }
  }
  return total
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0)

/** Volume of one entry mode (all buckets). */
export const entryVolumeCents = (m: MonthAggregate, mode: EntryMode): number =>
  m.tickets[mode].volumeCents.reduce((a, b) => a + b, 0)

/** A month's (or the total's) figures in dollars and shares, as the API answers them. */
export const figuresOf = (m: MonthAggregate, hasFees: boolean, month: string | null): ImportFigures => {
  const buckets = TICKET_BUCKET_FLOORS_CENTS.map((fromCents, i) => {
    let count = 0
    let volumeCents = 0
    for (const k of ENTRY_MODES) {
      count += m.tickets[k].count[i] ?? 0
      volumeCents += m.tickets[k].volumeCents[i] ?? 0
    }
    return { label: ticketBucketLabel(i), fromCents, count, volume: toDollars(volumeCents) }
  })
  return {
    month,
    transactionCount: m.count,
    volume: toDollars(m.volumeCents),
    fees: hasFees ? toDollars(m.feesCents) : null,
    effectiveRate:
      hasFees && m.volumeCents > 0 ? Math.round((m.feesCents / m.volumeCents) * 10_000) / 100 : null,
    averageTicket: m.count > 0 ? toDollars(Math.round(m.volumeCents / m.count)) : 0,
    ticketBuckets: buckets,
    internationalShare: m.countryKnownCount > 0 ? ratio(m.internationalCents, m.countryKnownCents) : null,
    refunds: { count: m.refundCount, amount: toDollars(m.refundCents) },
    disputes: { count: m.disputeCount, amount: toDollars(m.disputeCents) },
    ...mixes(m),
  }
}

const mixes = (m: MonthAggregate) => ({
  fundingMix: Object.fromEntries(FUNDINGS.map((k) => [k, ratio(m.funding[k].count, m.count)])) as Record<
    Funding,
    number
  >,
  brandMix: Object.fromEntries(BRANDS.map((k) => [k, ratio(m.brand[k].count, m.count)])) as Record<
    Brand,
    number
  >,
  entryModes: Object.fromEntries(
    ENTRY_MODES.map((k) => [k, ratio(entryVolumeCents(m, k), m.volumeCents)]),
  ) as Record<EntryMode, number>,
})

import type { ImportedRow } from '@shared/imports/aggregate'
import type { ColumnMapping, EntryMode, ImportFormat } from '@shared/imports/import.schemas'
import { brandOf, entryOf, fundingOf, internationalOf, parseCents, parseDate } from './cells'

/** A row of the file by header name (names as the format lists them; compared without case). */
export type RowReader = { get: (name: string) => string; has: (name: string) => boolean }

export type FormatSpec = {
  format: ImportFormat
  /** Columns the format relies on: all must be in the header row (an array: any one of these names). */
  required: readonly (string | readonly string[])[]
  /** Columns read when the export has them. */
  optional: readonly string[]
  /** The column whose currency every row must share (USD), when the export has one. */
  currency?: string
  /** Whether the export says what the processor charged. */
  fees: (r: Pick<RowReader, 'has'>) => boolean
  /** A payment whose export does not say how the card was taken. */
  defaultEntry: EntryMode
  /** One row → its figures; null for a row that is no card payment, refund or dispute (cash, payouts, failures). */
  read: (r: RowReader) => ImportedRow | null
}

const row = (partial: Partial<ImportedRow> & Pick<ImportedRow, 'date'>): ImportedRow => ({
  paymentCents: 0,
  feeCents: 0,
  refundCents: 0,
  refunded: false,
  disputeCents: 0,
  disputed: false,
  brand: 'unknown',
  funding: 'unknown',
  entry: 'unknown',
  international: null,
  ...partial,
})
const money = (r: RowReader, column: string) => (r.has(column) ? parseCents(r.get(column), column) : 0)
const first = (r: RowReader, names: readonly string[]) => names.find((n) => r.has(n)) ?? (names[0] as string)

/**
 * Square Dashboard → Transactions → Export "Transactions CSV". Columns relied on: Date, Time, Gross Sales,
 * Net Sales, Fees (negative: "($0.64)" or "-$0.64"), Card Entry Methods (Swiped, EMV/Dipped, Contactless, Keyed,
 * On File, Online); read when present: Card (the amount paid by card; else Total Collected), Total Collected,
 * Card Brand, Event Type (Payment / Refund), Partial Refunds. Square's export names no funding or card country.
 * Rows with nothing paid by card (cash, other tenders) are left out.
 */
const square: FormatSpec = {
  format: 'square',
  required: ['Date', 'Time', 'Gross Sales', 'Net Sales', 'Fees', 'Card Entry Methods'],
  optional: ['Card', 'Total Collected', 'Card Brand', 'Event Type', 'Partial Refunds'],
  fees: () => true,
  defaultEntry: 'inPerson',
  read(r) {
    const date = parseDate(r.get('Date'), 'Date')
    const amountColumn = first(r, ['Card', 'Total Collected', 'Gross Sales'])
    const cents = money(r, amountColumn)
    const feeCents = -money(r, 'Fees')
    const event = r.get('Event Type').toLowerCase()
    const common = { date, feeCents, brand: brandOf(r.get('Card Brand')) }
    if (event.includes('refund') || cents < 0) {
      return row({ ...common, refunded: true, refundCents: Math.abs(cents) })
    }
    if (event.includes('dispute') || event.includes('chargeback')) {
      return row({ ...common, disputed: true, disputeCents: Math.abs(cents) })
    }
    if (cents === 0) return null
    const partial = Math.abs(money(r, 'Partial Refunds'))
    return row({
      ...common,
      paymentCents: cents,
      refunded: partial > 0,
      refundCents: partial,
      entry: entryOf(r.get('Card Entry Methods')),
    })
  },
}

const STRIPE_SETTLED = /^(paid|succeeded|refunded|partially refunded|disputed)$/i

/**
 * Stripe Dashboard → Payments → Export ("unified payments" CSV). Columns relied on: id, Created (UTC),
 * Amount, Amount Refunded, Currency, Fee, Status (Paid, Refunded, Failed, Canceled…); read when present:
 * Card Brand, Card Funding (credit / debit / prepaid / unknown), Card Issue Country, Disputed Amount,
 * Dispute Status, Payment Method Type (card_present for Terminal payments). Amounts are in dollars ("12.50").
 * Failed, canceled and blocked payments are left out.
 */
const stripe: FormatSpec = {
  format: 'stripe',
  required: ['id', 'Created (UTC)', 'Amount', 'Amount Refunded', 'Currency', 'Fee', 'Status'],
  optional: [
    'Card Brand',
    'Card Funding',
    'Card Issue Country',
    'Disputed Amount',
    'Dispute Status',
    'Payment Method Type',
  ],
  currency: 'Currency',
  fees: () => true,
  defaultEntry: 'online',
  read(r) {
    if (!STRIPE_SETTLED.test(r.get('Status').trim())) return null
    const amount = money(r, 'Amount')
    const refunded = Math.abs(money(r, 'Amount Refunded'))
    const disputed = Math.abs(money(r, 'Disputed Amount'))
    const disputeStatus = r.get('Dispute Status').trim()
    return row({
      date: parseDate(r.get('Created (UTC)'), 'Created (UTC)'),
      paymentCents: amount,
      feeCents: money(r, 'Fee'),
      refunded: refunded > 0,
      refundCents: refunded,
      disputed: disputed > 0 || disputeStatus !== '',
      disputeCents: disputed > 0 ? disputed : disputeStatus !== '' ? amount : 0,
      brand: brandOf(r.get('Card Brand')),
      funding: fundingOf(r.get('Card Funding')),
      entry: r.get('Payment Method Type').toLowerCase().includes('present') ? 'inPerson' : 'online',
      international: internationalOf(r.get('Card Issue Country')),
    })
  },
}

/**
 * PayPal → Activity → Download ("Activity download" CSV, completed payments). Columns relied on: Date
 * (MM/DD/YYYY), Time, TimeZone, Name, Type (Express Checkout Payment, Website Payment, Payment Refund,
 * Chargeback, General Withdrawal…), Status (Completed…), Currency, Gross, Fee (negative), Net; read when present:
 * Country Code (the payer's country: PayPal names no card country), Balance Impact (Credit / Debit). Only
 * completed payments, refunds and chargebacks count: withdrawals, transfers and holds are left out. The Name
 * column is required to recognise the export and never read.
 */
const paypal: FormatSpec = {
  format: 'paypal',
  required: ['Date', 'Time', 'TimeZone', 'Name', 'Type', 'Status', 'Currency', 'Gross', 'Fee', 'Net'],
  optional: ['Country Code', 'Balance Impact'],
  currency: 'Currency',
  fees: () => true,
  defaultEntry: 'online',
  read(r) {
    if (r.get('Status').trim().toLowerCase() !== 'completed') return null
    const type = r.get('Type').toLowerCase()
    const gross = money(r, 'Gross')
    const common = {
      date: parseDate(r.get('Date'), 'Date'),
      feeCents: -money(r, 'Fee'),
      international: internationalOf(r.get('Country Code')),
    }
    if (type.includes('refund')) return row({ ...common, refunded: true, refundCents: Math.abs(gross) })
    if (/chargeback|dispute|reversal/.test(type)) {
      return row({ ...common, disputed: true, disputeCents: Math.abs(gross) })
    }
    const impact = r.get('Balance Impact').trim().toLowerCase()
    if (gross <= 0 || (impact !== '' && impact !== 'credit')) return null
    if (!/payment|checkout|sale|invoice|subscription|donation|order/.test(type)) return null
    return row({ ...common, paymentCents: gross, entry: 'online' })
  },
}

/**
 * Shopify admin → Finance → Payouts → Export transactions ("payment_transactions_export" CSV). Columns relied
 * on: Transaction Date ("2024-03-05 14:22:11 -0500"), Type (charge, refund, dispute, adjustment…), Order,
 * Card Brand, Amount, Fee, Net, Payout Status; read when present: Card Source (online / pos), Currency.
 * Adjustments, reserves and payouts are left out.
 */
const shopify: FormatSpec = {
  format: 'shopify',
  required: ['Transaction Date', 'Type', 'Order', 'Card Brand', 'Amount', 'Fee', 'Net', 'Payout Status'],
  optional: ['Card Source', 'Currency'],
  currency: 'Currency',
  fees: () => true,
  defaultEntry: 'online',
  read(r) {
    const type = r.get('Type').trim().toLowerCase()
    const amount = money(r, 'Amount')
    const common = {
      date: parseDate(r.get('Transaction Date'), 'Transaction Date'),
      feeCents: money(r, 'Fee'),
      brand: brandOf(r.get('Card Brand')),
    }
    if (type === 'refund') return row({ ...common, refunded: true, refundCents: Math.abs(amount) })
    if (type === 'dispute' || type === 'chargeback') {
      return row({ ...common, disputed: true, disputeCents: Math.abs(amount) })
    }
    if (type !== 'charge' || amount <= 0) return null
    const source = r.get('Card Source')
    return row({ ...common, paymentCents: amount, entry: source === '' ? 'online' : entryOf(source) })
  },
}

/**
 * Clover Dashboard → Transactions → Payments → Export. Columns relied on: Payment ID, a date (Payment Date or
 * Date), Tender (Credit Card, Debit Card, Cash…), Result (SUCCESS / APPROVED…), Card Entry Type (SWIPED, EMV,
 * CONTACTLESS, KEYED, ECOMMERCE), Amount (the total charged); read when present: Card Brand, Refund Amount,
 * Processing Fee, Currency. Clover's payment export usually names no fee (fees are on the monthly statement):
 * without a Processing Fee column the import has no "what you paid".
 */
const clover: FormatSpec = {
  format: 'clover',
  required: ['Payment ID', ['Payment Date', 'Date'], 'Tender', 'Result', 'Card Entry Type', 'Amount'],
  optional: ['Card Brand', 'Refund Amount', 'Processing Fee', 'Currency'],
  currency: 'Currency',
  fees: (r) => r.has('Processing Fee'),
  defaultEntry: 'inPerson',
  read(r) {
    const tender = r.get('Tender').toLowerCase()
    if (!tender.includes('card')) return null
    if (!/success|approved|paid|captured|closed/.test(r.get('Result').toLowerCase())) return null
    const dateColumn = first(r, ['Payment Date', 'Date'])
    const amount = money(r, 'Amount')
    const refund = Math.abs(money(r, 'Refund Amount'))
    if (amount <= 0) return null
    return row({
      date: parseDate(r.get(dateColumn), dateColumn),
      paymentCents: amount,
      feeCents: money(r, 'Processing Fee'),
      refunded: refund > 0,
      refundCents: refund,
      brand: brandOf(r.get('Card Brand')),
      funding: fundingOf(tender),
      entry: entryOf(r.get('Card Entry Type')),
    })
  },
}

export const KNOWN_FORMATS: readonly FormatSpec[] = [stripe, shopify, square, clover, paypal]

const SKIP_STATUS = /fail|declin|void|cancel|block|pending|incomplete/

/**
 * Any CSV, with the columns named by the merchant. A negative amount, a status saying refund, or a refunded
 * amount is a refund; a status saying dispute or chargeback a dispute; failed, declined, voided, canceled
 * and pending rows are left out. Fees count whatever their sign (processors write them either way).
 */
export const genericFormat = (m: ColumnMapping): FormatSpec => {
  const optional = [
    m.feeColumn,
    m.brandColumn,
    m.fundingColumn,
    m.entryModeColumn,
    m.countryColumn,
    m.statusColumn,
    m.refundColumn,
    m.currencyColumn,
  ].filter((c): c is string => c !== undefined)
  const cell = (r: RowReader, c: string | undefined) => (c === undefined ? '' : r.get(c))
  return {
    format: 'generic',
    // Every column the mapping names must be in the file.
    required: [m.dateColumn, m.amountColumn, ...optional],
    optional: [],
    currency: m.currencyColumn,
    fees: () => m.feeColumn !== undefined,
    defaultEntry: 'unknown',
    read(r) {
      const status = cell(r, m.statusColumn).toLowerCase()
      if (SKIP_STATUS.test(status)) return null
      const amount = parseCents(r.get(m.amountColumn), m.amountColumn)
      const fee = m.feeColumn === undefined ? 0 : Math.abs(parseCents(r.get(m.feeColumn), m.feeColumn))
      const refund =
        m.refundColumn === undefined ? 0 : Math.abs(parseCents(r.get(m.refundColumn), m.refundColumn))
      const common = {
        date: parseDate(r.get(m.dateColumn), m.dateColumn),
        feeCents: fee,
        brand: brandOf(cell(r, m.brandColumn)),
        funding: fundingOf(cell(r, m.fundingColumn)),
        entry: entryOf(cell(r, m.entryModeColumn)),
        international: m.countryColumn === undefined ? null : internationalOf(r.get(m.countryColumn)),
      }
      if (/dispute|chargeback/.test(status)) {
        return row({ ...common, disputed: true, disputeCents: Math.abs(amount) })
      }
      if (amount < 0 || (status.includes('refund') && refund === 0)) {
        return row({ ...common, refunded: true, refundCents: Math.abs(amount) })
      }
      if (amount === 0) return null
      return row({ ...common, paymentCents: amount, refunded: refund > 0, refundCents: refund })
    },
  }
}

/** "Date, Time, …": a format's columns as the error messages name them. */
export const columnsText = (spec: FormatSpec) =>
  spec.required.map((c) => (typeof c === 'string' ? c : c.join(' or '))).join(', ')

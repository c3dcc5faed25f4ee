/**
 * Synthetic processor exports for tests: seeded, deterministic, made-up payments in each format's column
 * layout (no real data). Each generator returns the CSV and the totals a correct reader must find.
 */

export type Expected = {
  payments: number
  volumeCents: number
  feesCents: number
  refunds: number
  disputes: number
  /** Rows that are no card payment, refund or dispute (cash, payouts, failures). */
  skipped: number
}
export type Fixture = { csv: string; expected: Expected }

/** mulberry32: a small seeded generator. */
export const seeded = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const quote = (cell: string) => (/[",\n\r]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)
const csvOf = (header: string[], rows: string[][]) =>
  `${[header, ...rows].map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`

const dollars = (cents: number) => {
  const abs = Math.abs(cents)
  const text = `${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`
  return cents < 0 ? `-${text}` : text
}
const plain = (cents: number) => (cents / 100).toFixed(2)
const pad = (n: number) => String(n).padStart(2, '0')

/** Q1 2025 (three full months), one date per row in order. */
const dateOf = (i: number, n: number) => {
  const start = Date.UTC(2025, 0, 1)
  const end = Date.UTC(2025, 2, 31, 23, 59)
  const d = new Date(start + Math.floor(((end - start) * i) / Math.max(1, n - 1)))
  return {
    iso: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    us: `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`,
  }
}

/** A ticket between $1 and about $600, most of them small. */
const ticket = (r: () => number) => 100 + Math.floor(r() ** 3 * 60_000)
const fee = (cents: number, percent: number, fixed: number) => Math.round((cents * percent) / 100) + fixed
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T
const empty = (): Expected => ({
  payments: 0,
  volumeCents: 0,
  feesCents: 0,
  refunds: 0,
  disputes: 0,
  skipped: 0,
})

export const SQUARE_HEADER = [
  'Date',
  'Time',
  'Time Zone',
  'Gross Sales',
  'Discounts',
  'Service Charges',
  'Net Sales',
  'Gift Card Sales',
  'Tax',
  'Tip',
  'Partial Refunds',
  'Total Collected',
  'Source',
  'Card',
  'Card Entry Methods',
  'Cash',
  'Square Gift Card',
  'Other Tender',
  'Other Tender Type',
  'Other Tender Note',
  'Fees',
  'Net Total',
  'Transaction ID',
  'Payment ID',
  'Card Brand',
  'PAN Suffix',
  'Device Name',
  'Staff Name',
  'Staff ID',
  'Details',
  'Description',
  'Event Type',
  'Location',
  'Dining Option',
  'Customer ID',
  'Customer Name',
  'Customer Reference ID',
  'Device Nickname',
  'Deposit ID',
  'Deposit Date',
  'Deposit Details',
  'Fee Percentage Rate',
  'Fee Fixed Rate',
  'Refund Reason',
  'Discount Name',
  'Transaction Status',
]

export function squareExport(n = 2_000, seed = 1): Fixture {
  const r = seeded(seed)
  const e = empty()
  const money = (c: number) => (c < 0 ? `($${dollars(-c)})` : `$${dollars(c)}`)
  const rows = Array.from({ length: n }, (_, i) => {
    const d = dateOf(i, n)
    const total = ticket(r)
    const kind = r()
    const entry = pick(r, ['Contactless', 'EMV', 'Swiped', 'Keyed', 'On File'] as const)
    let card = total
    let cash = 0
    let fees = 0
    let event = 'Payment'
    if (kind < 0.1) {
      card = 0
      cash = total
      e.skipped += 1
    } else if (kind < 0.13) {
      card = -total
      event = 'Refund'
      e.refunds += 1
    } else {
      fees =
        entry === 'Keyed'
          ? fee(total, 3.5, 15)
          : entry === 'On File'
            ? fee(total, 2.9, 30)
            : fee(total, 2.6, 15)
      e.payments += 1
      e.volumeCents += total
      e.feesCents += fees
    }
    const row = Object.fromEntries(SQUARE_HEADER.map((h) => [h, ''])) as Record<string, string>
    Object.assign(row, {
      Date: d.iso,
      Time: d.time,
      'Time Zone': 'Eastern Time (US & Canada)',
      'Gross Sales': money(total),
      'Net Sales': money(total),
      'Total Collected': money(card + cash),
      Card: money(card),
      Cash: money(cash),
      'Card Entry Methods': card === 0 ? '' : entry,
      Fees: money(-fees),
      'Net Total': money(card + cash - fees),
      'Transaction ID': `T${seed}x${i}`,
      'Card Brand': card === 0 ? '' : pick(r, ['Visa', 'MasterCard', 'American Express', 'Discover']),
      'PAN Suffix': String(1000 + Math.floor(r() * 8999)),
      'Customer Name': `Customer ${i}`,
      'Event Type': event,
      'Transaction Status': 'Complete',
    })
    return SQUARE_HEADER.map((h) => row[h] ?? '')
  })
  return { csv: csvOf(SQUARE_HEADER, rows), expected: e }
}

export const STRIPE_HEADER = [
  'id',
  'Description',
  'Created (UTC)',
  'Amount',
  'Amount Refunded',
  'Currency',
  'Converted Amount',
  'Fee',
  'Tax',
  'Converted Currency',
  'Mode',
  'Status',
  'Statement Descriptor',
  'Customer ID',
  'Customer Description',
  'Customer Email',
  'Captured',
  'Card ID',
  'Card Last4',
  'Card Brand',
  'Card Funding',
  'Card Exp Month',
  'Card Exp Year',
  'Card Name',
  'Card Address Country',
  'Card Issue Country',
  'Card Fingerprint',
  'Disputed Amount',
  'Dispute Status',
  'Dispute Reason',
  'PaymentIntent ID',
]

export function stripeExport(n = 2_000, seed = 2, currencyAt?: { line: number; code: string }): Fixture {
  const r = seeded(seed)
  const e = empty()
  const rows = Array.from({ length: n }, (_, i) => {
    const d = dateOf(i, n)
    const amount = ticket(r)
    const kind = r()
    const country = r() < 0.08 ? pick(r, ['GB', 'CA', 'DE']) : 'US'
    let status = 'Paid'
    let refunded = 0
    let disputed = ''
    let feeCents = fee(amount, country === 'US' ? 2.9 : 4.4, 30)
    if (kind < 0.05) {
      status = 'Failed'
      feeCents = 0
      e.skipped += 1
    } else {
      if (kind < 0.09) {
        status = 'Refunded'
        refunded = amount
        e.refunds += 1
      } else if (kind < 0.095) {
        disputed = plain(amount)
        feeCents += 1_500
        e.disputes += 1
      }
      e.payments += 1
      e.volumeCents += amount
      e.feesCents += feeCents
    }
    const currency = currencyAt && i + 2 === currencyAt.line ? currencyAt.code : 'usd'
    return [
      `ch_${seed}${i}`,
      `Order ${i}`,
      `${d.iso} ${d.time}`,
      plain(amount),
      plain(refunded),
      currency,
      plain(amount),
      plain(feeCents),
      '0.00',
      'usd',
      'Live',
      status,
      'SHOP',
      `cus_${i}`,
      '',
      `buyer${i}@example.com`,
      status === 'Failed' ? 'false' : 'true',
      `card_${i}`,
      String(4000 + (i % 5000)),
      pick(r, ['Visa', 'MasterCard', 'American Express']),
      pick(r, ['credit', 'debit', 'prepaid', 'credit']),
      '12',
      '2030',
      `Buyer ${i}`,
      country,
      country,
      `fp${i}`,
      disputed,
      disputed ? 'needs_response' : '',
      disputed ? 'fraudulent' : '',
      `pi_${i}`,
    ]
  })
  return { csv: csvOf(STRIPE_HEADER, rows), expected: e }
}

export const PAYPAL_HEADER = [
  'Date',
  'Time',
  'TimeZone',
  'Name',
  'Type',
  'Status',
  'Currency',
  'Gross',
  'Fee',
  'Net',
  'From Email Address',
  'To Email Address',
  'Transaction ID',
  'Shipping Address',
  'Address Status',
  'Item Title',
  'Item ID',
  'Reference Txn ID',
  'Receipt ID',
  'Balance',
  'Country Code',
  'Balance Impact',
]

export function paypalExport(n = 2_000, seed = 3): Fixture {
  const r = seeded(seed)
  const e = empty()
  const rows = Array.from({ length: n }, (_, i) => {
    const d = dateOf(i, n)
    const gross = ticket(r)
    const kind = r()
    let type = pick(r, ['Express Checkout Payment', 'Website Payment', 'Subscription Payment'])
    let status = 'Completed'
    let signed = gross
    let feeCents = fee(gross, 3.49, 49)
    let impact = 'Credit'
    if (kind < 0.04) {
      type = 'General Withdrawal'
      signed = -gross
      feeCents = 0
      impact = 'Debit'
      e.skipped += 1
    } else if (kind < 0.06) {
      status = 'Pending'
      e.skipped += 1
    } else if (kind < 0.09) {
      type = 'Payment Refund'
      signed = -gross
      feeCents = 0
      impact = 'Debit'
      e.refunds += 1
    } else if (kind < 0.095) {
      type = 'Chargeback'
      signed = -gross
      feeCents = 2_000
      impact = 'Debit'
      e.disputes += 1
      e.feesCents += feeCents
    } else {
      e.payments += 1
      e.volumeCents += gross
      e.feesCents += feeCents
    }
    return [
      d.us,
      d.time,
      'PST',
      `Buyer ${i}`,
      type,
      status,
      'USD',
      dollars(signed),
      dollars(-feeCents),
      dollars(signed - feeCents),
      `buyer${i}@example.com`,
      'shop@example.com',
      `TX${seed}${i}`,
      '1 Main St',
      'Confirmed',
      'Widget',
      `W${i}`,
      '',
      '',
      '0.00',
      r() < 0.1 ? 'CA' : 'US',
      impact,
    ]
  })
  return { csv: csvOf(PAYPAL_HEADER, rows), expected: e }
}

export const SHOPIFY_HEADER = [
  'Transaction Date',
  'Type',
  'Order',
  'Card Brand',
  'Card Source',
  'Payout Status',
  'Payout Date',
  'Payout ID',
  'Available On',
  'Amount',
  'Fee',
  'Net',
  'Checkout',
  'Payment Method Name',
  'Presentment Amount',
  'Presentment Currency',
  'Currency',
]

export function shopifyExport(n = 2_000, seed = 4): Fixture {
  const r = seeded(seed)
  const e = empty()
  const rows = Array.from({ length: n }, (_, i) => {
    const d = dateOf(i, n)
    const amount = ticket(r)
    const kind = r()
    const source = r() < 0.2 ? 'pos' : 'online'
    let type = 'charge'
    let signed = amount
    let feeCents = source === 'pos' ? fee(amount, 2.5, 0) : fee(amount, 2.9, 30)
    if (kind < 0.03) {
      type = 'adjustment'
      feeCents = 0
      e.skipped += 1
    } else if (kind < 0.06) {
      type = 'refund'
      signed = -amount
      feeCents = 0
      e.refunds += 1
    } else if (kind < 0.065) {
      type = 'dispute'
      signed = -amount
      feeCents = 1_500
      e.disputes += 1
      e.feesCents += feeCents
    } else {
      e.payments += 1
      e.volumeCents += amount
      e.feesCents += feeCents
    }
    return [
      `${d.iso} ${d.time} -0500`,
      type,
      `#${1000 + i}`,
      pick(r, ['visa', 'master', 'american_express']),
      source,
      'paid',
      d.iso,
      `P${i}`,
      d.iso,
      plain(signed),
      plain(feeCents),
      plain(signed - feeCents),
      `c${i}`,
      'card',
      plain(signed),
      'USD',
      'USD',
    ]
  })
  return { csv: csvOf(SHOPIFY_HEADER, rows), expected: e }
}

export const CLOVER_HEADER = [
  'Payment ID',
  'Payment Date',
  'Order ID',
  'Tender',
  'Result',
  'Card Brand',
  'Card Number',
  'Card Entry Type',
  'Employee',
  'Device',
  'Amount',
  'Tip Amount',
  'Tax Amount',
  'Refund Amount',
  'Processing Fee',
  'Currency',
]

export function cloverExport(n = 2_000, seed = 5): Fixture {
  const r = seeded(seed)
  const e = empty()
  const rows = Array.from({ length: n }, (_, i) => {
    const d = dateOf(i, n)
    const amount = ticket(r)
    const tender = r() < 0.12 ? 'Cash' : pick(r, ['Credit Card', 'Debit Card', 'Credit Card'])
    const entry = pick(r, ['EMV', 'CONTACTLESS', 'SWIPED', 'KEYED'])
    const refund = r() < 0.03 ? Math.floor(amount / 2) : 0
    const feeCents = tender === 'Cash' ? 0 : fee(amount, entry === 'KEYED' ? 3.5 : 2.6, 10)
    if (tender === 'Cash') e.skipped += 1
    else {
      e.payments += 1
      e.volumeCents += amount
      e.feesCents += feeCents
      if (refund > 0) e.refunds += 1
    }
    return [
      `PAY${seed}${i}`,
      `${d.us} 02:15 PM`,
      `ORD${i}`,
      tender,
      'SUCCESS',
      tender === 'Cash' ? '' : 'VISA',
      tender === 'Cash' ? '' : `************${1000 + (i % 9000)}`,
      tender === 'Cash' ? '' : entry,
      'Sam',
      'Station 1',
      plain(amount),
      '0.00',
      '0.00',
      plain(refund),
      plain(feeCents),
      'USD',
    ]
  })
  return { csv: csvOf(CLOVER_HEADER, rows), expected: e }
}

export const GENERIC_HEADER = [
  'When',
  'Gross',
  'Processing fee',
  'Network',
  'Kind',
  'Entry',
  'Issuer country',
  'State',
]
export const GENERIC_MAPPING = {
  dateColumn: 'When',
  amountColumn: 'Gross',
  feeColumn: 'Processing fee',
  brandColumn: 'Network',
  fundingColumn: 'Kind',
  entryModeColumn: 'Entry',
  countryColumn: 'Issuer country',
  statusColumn: 'State',
}

export function genericExport(n = 2_000, seed = 6): Fixture {
  const r = seeded(seed)
  const e = empty()
  const rows = Array.from({ length: n }, (_, i) => {
    const d = dateOf(i, n)
    const amount = ticket(r)
    const kind = r()
    let state = 'settled'
    let signed = amount
    const feeCents = fee(amount, 2.7, 5)
    if (kind < 0.04) {
      state = 'declined'
      e.skipped += 1
    } else if (kind < 0.07) {
      state = 'refunded'
      signed = -amount
      e.refunds += 1
      e.feesCents += feeCents
    } else {
      e.payments += 1
      e.volumeCents += amount
      e.feesCents += feeCents
    }
    return [
      d.iso,
      plain(signed),
      plain(feeCents),
      pick(r, ['Visa', 'Mastercard']),
      pick(r, ['Credit', 'Debit', 'Commercial']),
      pick(r, ['chip', 'contactless', 'ecommerce', 'manual']),
      r() < 0.05 ? 'MX' : 'US',
      state,
    ]
  })
  return { csv: csvOf(GENERIC_HEADER, rows), expected: e }
}

import { Readable } from 'node:stream'
import { totalOf } from '@shared/imports/aggregate'
import { describe, expect, it } from 'vitest'
import {
  cloverExport,
  type Fixture,
  GENERIC_MAPPING,
  genericExport,
  paypalExport,
  shopifyExport,
  squareExport,
  stripeExport,
} from '../../../../tests/helpers/processor-exports'
import { AppError } from '../../lib/app-error'
import { isFormula, parseCents, parseDate } from './cells'
import { type ReadOptions, readExport } from './csv-reader'

/** The text in chunks of 997 bytes, as a socket would deliver it. */
const streamOf = (text: string | Buffer) => {
  const buf = Buffer.isBuffer(text) ? text : Buffer.from(text)
  const chunks: Buffer[] = []
  for (let i = 0; i < buf.length; i += 997) chunks.push(buf.subarray(i, i + 997))
  return Readable.from(chunks)
}
const read = (text: string | Buffer, options: Partial<ReadOptions> = {}) =>
  readExport(streamOf(text), { format: 'auto', ...options })

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(AppError)
  return err as AppError
}

describe('reading processor exports', () => {
  const cases: [string, Fixture, Partial<ReadOptions>][] = [
    ['square', squareExport(), {}],
    ['stripe', stripeExport(), {}],
    ['paypal', paypalExport(), {}],
    ['shopify', shopifyExport(), {}],
    ['clover', cloverExport(), {}],
    ['generic', genericExport(), { format: 'generic', mapping: GENERIC_MAPPING }],
  ]
  it.each(cases)(
    '%s: recognised from its header, every payment, fee, refund and dispute counted',
    async (format, fixture, options) => {
      const { format: found, aggregates } = await read(fixture.csv, options)
      expect(found).toBe(format)
      const total = totalOf(aggregates.months)
      const e = fixture.expected
      expect(aggregates.rowsRead).toBe(2_000)
      expect(aggregates.rowsSkipped).toBe(e.skipped)
      expect(total.count).toBe(e.payments)
      expect(total.volumeCents).toBe(e.volumeCents)
      expect(total.feesCents).toBe(e.feesCents)
      expect(total.refundCount).toBe(e.refunds)
      expect(total.disputeCount).toBe(e.disputes)
      expect(aggregates.months.map((m) => m.month)).toEqual(['2025-01', '2025-02', '2025-03'])
      expect(aggregates.firstDate).toBe('2025-01-01')
      expect(aggregates.lastDate).toBe('2025-03-31')
    },
  )

  it('keeps mixes where the export says: Stripe funding and card country, Square entry modes', async () => {
    const stripe = totalOf((await read(stripeExport().csv)).aggregates.months)
    expect(stripe.funding.debit.count).toBeGreaterThan(0)
    expect(stripe.funding.prepaid.count).toBeGreaterThan(0)
    expect(stripe.internationalCount).toBeGreaterThan(0)
    const square = totalOf((await read(squareExport().csv)).aggregates.months)
    expect(square.tickets.keyed.count.reduce((a, b) => a + b)).toBeGreaterThan(0)
    expect(square.tickets.inPerson.count.reduce((a, b) => a + b)).toBeGreaterThan(0)
    expect(square.tickets.online.count.reduce((a, b) => a + b)).toBeGreaterThan(0)
    expect(square.funding.unknown.count).toBe(square.count)
  })

  it('a chosen format whose columns are missing names the format expected and the column', async () => {
    const err = await failure(read(squareExport(50).csv, { format: 'stripe' }))
    expect(err.statusCode).toBe(400)
    expect(err.message).toMatch(/Expected a Stripe payments export/)
    expect(err.message).toMatch(/no column "id"/)
    expect(err.details?.[0]?.path).toBe('file: line 1, column "id"')
  })

  it('an unknown header lists the formats it could be', async () => {
    const err = await failure(read('a,b,c\n1,2,3\n'))
    expect(err.message).toMatch(/not one we recognise/)
    expect(err.message).toMatch(/Stripe payments export: id, Created \(UTC\)/)
  })

  it('binary data is refused', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.alloc(200, 7),
    ])
    expect((await failure(read(png))).message).toMatch(/not a CSV text file/)
    expect((await failure(read(Buffer.from([0xff, 0xfe, 0x41, 0xc3, 0x28])))).message).toMatch(
      /not a CSV text file/,
    )
  })

  it('a formula in a cell is refused with its line and column', async () => {
    const lines = stripeExport(20).csv.split('\r\n')
    lines[5] = lines[5]?.replace(/^ch_[^,]+,Order \d+/, `ch_x,"=cmd|' /C calc'!A0"`) ?? ''
    const err = await failure(read(lines.join('\r\n')))
    expect(err.message).toMatch(/spreadsheet formula/)
    expect(err.details?.[0]?.path).toBe('file: line 6, column "Description"')
  })

  it('mixed currencies are refused at the first foreign row', async () => {
    const err = await failure(read(stripeExport(100, 2, { line: 40, code: 'eur' }).csv))
    expect(err.message).toMatch(/mixes currencies: line 40 is in EUR/)
    expect(err.details?.[0]?.path).toBe('file: line 40, column "Currency"')
  })

  it('an amount that is not money names its line and column', async () => {
    const lines = paypalExport(30).csv.split('\r\n')
    const cells = (lines[9] ?? '').split(',')
    cells[7] = 'twelve'
    lines[9] = cells.join(',')
    const err = await failure(read(lines.join('\r\n')))
    expect(err.message).toMatch(
      /^Line 10, column "Gross": "twelve" is not an amount of money \(read as a PayPal activity download\)/,
    )
  })

  it('stops at the row limit and at broken CSV', async () => {
    const err = await failure(read(squareExport(100).csv, { maxRows: 50 }))
    expect(err.statusCode).toBe(413)
    expect(err.message).toMatch(/more than 50 rows/)
    const broken = await failure(
      read('id,Created (UTC),Amount,Amount Refunded,Currency,Fee,Status\n"ch_1,2025-01-01,1.00\n'),
    )
    expect(broken.message).toMatch(/not valid CSV/)
  })

  it('an empty file or one without payments says so', async () => {
    expect((await failure(read(''))).message).toMatch(/empty/)
    expect((await failure(read(squareExport(0).csv))).message).toMatch(/no card payments/)
  })
})

describe('cells', () => {
  it('reads money exactly in the exports’ spellings', () => {
    expect(parseCents('$1,234.56', 'x')).toBe(123_456)
    expect(parseCents('($0.64)', 'x')).toBe(-64)
    expect(parseCents('-$0.64', 'x')).toBe(-64)
    expect(parseCents('12.5', 'x')).toBe(1_250)
    expect(parseCents('0.07 USD', 'x')).toBe(7)
    expect(parseCents('', 'x')).toBe(0)
    expect(() => parseCents('1.234', 'x')).toThrow(/not an amount/)
  })
  it('reads dates in ISO, US and named forms', () => {
    expect(parseDate('2025-03-05 14:22:11 -0500', 'd')).toBe('2025-03-05')
    expect(parseDate('3/5/25', 'd')).toBe('2025-03-05')
    expect(parseDate('Mar 5, 2025', 'd')).toBe('2025-03-05')
    expect(() => parseDate('2025-02-30', 'd')).toThrow(/not a date/)
  })
  it('tells formulas from signed amounts', () => {
    expect(isFormula("=cmd|' /C calc'!A0")).toBe(true)
    expect(isFormula('@SUM(A1:A2)')).toBe(true)
    expect(isFormula("+1+cmd|' /C calc'!A0")).toBe(true)
    expect(isFormula('-12.50')).toBe(false)
    expect(isFormula('-$1,200.00')).toBe(false)
    expect(isFormula('(0.64)')).toBe(false)
  })
})

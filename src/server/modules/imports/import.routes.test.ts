import { transactionImports } from '@server/db/schema/index'
import { describe, expect, it } from 'vitest'
import { createAccount } from '../../../../tests/helpers/factories'
import { multipart } from '../../../../tests/helpers/multipart'
import {
  GENERIC_MAPPING,
  genericExport,
  squareExport,
  stripeExport,
} from '../../../../tests/helpers/processor-exports'
import { request, setupTestApp, signUp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()

const upload = (cookie: string | undefined, body: ReturnType<typeof multipart>) =>
  request(ctx.app, { method: 'POST', url: '/api/user/imports', cookie, ...body })

const paidUser = () => createAccount(ctx.app, { tier: 'established' })
const storedRows = () => ctx.database.db.select().from(transactionImports)

/** The one error shape, with what went wrong; and nothing stored. */
async function refused(res: Awaited<ReturnType<typeof upload>>, status: number, message: RegExp) {
  expect(res.statusCode, res.body).toBe(status)
  const body = res.json()
  expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['error', 'message', 'requestId']))
  expect(body.message).toMatch(message)
  expect(await storedRows()).toHaveLength(0)
  return body
}

describe('POST /api/user/imports', () => {
  it('imports a Stripe export: monthly figures, fees paid, and every provider repriced on the same months', async () => {
    const owner = await paidUser()
    const fixture = stripeExport()
    const res = await upload(owner.cookie, multipart(fixture.csv, { industryType: 'ecommerce' }))
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body.format).toBe('stripe')
    expect(body.rowsRead).toBe(2_000)
    expect(body.overall.transactionCount).toBe(fixture.expected.payments)
    expect(body.overall.volume).toBe(fixture.expected.volumeCents / 100)
    expect(body.overall.fees).toBe(fixture.expected.feesCents / 100)
    expect(body.overall.effectiveRate).toBeCloseTo(
      (fixture.expected.feesCents / fixture.expected.volumeCents) * 100,
      2,
    )
    expect(body.overall.refunds.count).toBe(fixture.expected.refunds)
    expect(body.overall.disputes.count).toBe(fixture.expected.disputes)
    expect(body.overall.internationalShare).toBeGreaterThan(0)
    expect(body.overall.fundingMix.debit).toBeGreaterThan(0)
    expect(body.overall.ticketBuckets.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(
      fixture.expected.payments,
    )
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(['2025-01', '2025-02', '2025-03'])
    // The engine is asked with the latest full month's figures and its fees as last month's.
    const march = body.months[2]
    expect(body.estimateRequest).toMatchObject({
      currentProvider: 'Stripe',
      industryType: 'ecommerce',
      monthlyTransactions: march.transactionCount,
      totalMonthlyVolume: march.volume,
      assessmentData: { lastMonthFees: march.fees, channelSplit: { cardPresent: 0, online: 1, keyed: 0 } },
    })
    const repricing = body.repricing
    expect(repricing.basisMonth).toBe('2025-03')
    expect(repricing.paidTotal).toBe(fixture.expected.feesCents / 100)
    expect(repricing.providers.length).toBeGreaterThan(10)
    const stripe = repricing.providers.find((p: { providerId: string }) => p.providerId === 'stripe')
    expect(stripe.months).toHaveLength(3)
    for (const p of repricing.providers) {
      expect(p.differenceFromPaid).toBeCloseTo(p.total - repricing.paidTotal, 2)
    }
    const totals = repricing.providers.map((p: { total: number }) => p.total)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
  })

  it('prices flat rates on the real payments per ticket bucket and entry mode (Square: small in-person, large keyed)', async () => {
    const owner = await paidUser()
    const res = await upload(owner.cookie, multipart(squareExport().csv))
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body.format).toBe('square')
    expect(body.estimateRequest.currentProvider).toBe('Square')
    expect(body.overall.entryModes.keyed).toBeGreaterThan(0)
    const flat = body.repricing.providers.filter((p: { pricingModel: string }) => p.pricingModel === 'flat')
    expect(flat.length).toBeGreaterThan(0)
    for (const p of flat) {
      if (p.ticketAdjustment === null) continue
      const { averageTicketPrice, realTicketPrice, difference } = p.ticketAdjustment
      expect(difference).toBeCloseTo(realTicketPrice - averageTicketPrice, 2)
      expect(Math.abs(difference)).toBeGreaterThan(averageTicketPrice * 0.01)
    }
  })

  it('imports a generic CSV by its column mapping', async () => {
    const owner = await paidUser()
    const fixture = genericExport()
    const res = await upload(owner.cookie, multipart(fixture.csv, { format: 'generic', ...GENERIC_MAPPING }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().overall.transactionCount).toBe(fixture.expected.payments)
    expect(res.json().overall.fundingMix.commercial).toBeGreaterThan(0)
    expect(res.json().estimateRequest.assessmentData.cardMix.commercial).toBeGreaterThan(0)
  })

  it('stores monthly sums only: no card number, customer, email or transaction id', async () => {
    const owner = await paidUser()
    expect((await upload(owner.cookie, multipart(stripeExport().csv))).statusCode).toBe(201)
    const rows = await storedRows()
    expect(rows).toHaveLength(1)
    const stored = JSON.stringify(rows[0])
    for (const secret of ['@example.com', 'ch_2', 'cus_', 'card_', 'fp1', 'Buyer ', 'pi_']) {
      expect(stored).not.toContain(secret)
    }
  })

  it('2,000 rows: read, stored and repriced in one request (timed by scripts/bench-import.ts)', async () => {
    const owner = await paidUser()
    const started = performance.now()
    const res = await upload(owner.cookie, multipart(squareExport(2_000, 9).csv))
    const ms = performance.now() - started
    expect(res.statusCode).toBe(201)
    expect(res.json().rowsRead).toBe(2_000)
    console.info(`import of 2,000 Square rows: ${ms.toFixed(0)} ms (informational)`)
  })

  it('a free account gets 403 in the one error shape, and nothing is read or stored', async () => {
    const free = await signUp(ctx.app)
    await refused(await upload(free.cookie, multipart(stripeExport(50).csv)), 403, /paid plans/)
  })

  it('refuses a wrong file with the format expected, the line and the column; nothing stored', async () => {
    const owner = await paidUser()
    const wrongColumns = await refused(
      await upload(owner.cookie, multipart(squareExport(20).csv, { format: 'stripe' })),
      400,
      /Expected a Stripe payments export/,
    )
    expect(wrongColumns.details[0].path).toBe('file: line 1, column "id"')
    await refused(
      await upload(owner.cookie, multipart(Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 8, 0, 1, 2]))),
      400,
      /not a CSV text file/,
    )
    const lines = stripeExport(30).csv.split('\r\n')
    lines[12] = `=cmd|' /C calc'!A0,${lines[12]?.split(',').slice(1).join(',')}`
    const formula = await refused(await upload(owner.cookie, multipart(lines.join('\r\n'))), 400, /formula/)
    expect(formula.details[0].path).toBe('file: line 13, column "id"')
    await refused(
      await upload(owner.cookie, multipart(stripeExport(100, 2, { line: 60, code: 'EUR' }).csv)),
      400,
      /mixes currencies: line 60 is in EUR/,
    )
    await refused(
      await upload(owner.cookie, multipart(genericExport(20).csv, { format: 'generic', dateColumn: 'When' })),
      400,
      /columns named/,
    )
  })

  it('refuses a 50 MB file with 413, nothing stored', async () => {
    const owner = await paidUser()
    const header = `${stripeExport(1).csv.split('\r\n')[0]}\r\n`
    const row = `${stripeExport(2).csv.split('\r\n')[1]}\r\n`
    const big = Buffer.from(header + row.repeat(Math.ceil((50 * 1024 * 1024) / row.length)))
    expect(big.length).toBeGreaterThan(50 * 1024 * 1024)
    await refused(await upload(owner.cookie, multipart(big)), 413, /larger than 20 MB/)
  })

  it('asks for multipart with the file in field "file"', async () => {
    const owner = await paidUser()
    const json = await request(ctx.app, {
      method: 'POST',
      url: '/api/user/imports',
      cookie: owner.cookie,
      payload: {},
    })
    expect(json.statusCode).toBe(415)
    expect(json.json().message).toMatch(/multipart\/form-data/)
    await refused(
      await upload(owner.cookie, multipart('a,b', {}, { fileField: 'upload' })),
      400,
      /field "file"/,
    )
    await refused(await upload(owner.cookie, multipart(null, { format: 'stripe' })), 400, /field "file"/)
    await refused(await upload(owner.cookie, multipart('x', { format: 'excel' })), 400, /format must be/)
  })
})

describe('GET and DELETE /api/user/imports', () => {
  it('lists the owner’s imports, reprices one on demand, and deletes it; others get 404', async () => {
    const owner = await paidUser()
    const other = await paidUser()
    const created = await upload(owner.cookie, multipart(stripeExport(300).csv))
    const id = created.json().id as string
    const list = await request(ctx.app, { method: 'GET', url: '/api/user/imports', cookie: owner.cookie })
    expect(list.statusCode).toBe(200)
    expect(list.json()).toHaveLength(1)
    expect(list.json()[0]).toMatchObject({ id, format: 'stripe' })
    const one = await request(ctx.app, {
      method: 'GET',
      url: `/api/user/imports/${id}`,
      cookie: owner.cookie,
    })
    expect(one.statusCode).toBe(200)
    expect(one.json().repricing.providers.length).toBeGreaterThan(0)

    const theirs = await request(ctx.app, { method: 'GET', url: '/api/user/imports', cookie: other.cookie })
    expect(theirs.json()).toEqual([])
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await request(ctx.app, { method, url: `/api/user/imports/${id}`, cookie: other.cookie })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toBe('NOT_FOUND')
    }
    const gone = await request(ctx.app, {
      method: 'DELETE',
      url: `/api/user/imports/${id}`,
      cookie: owner.cookie,
    })
    expect(gone.statusCode).toBe(200)
    expect(await storedRows()).toHaveLength(0)
    const again = await request(ctx.app, {
      method: 'DELETE',
      url: `/api/user/imports/${id}`,
      cookie: owner.cookie,
    })
    expect(again.statusCode).toBe(404)
  })

  it('a free account cannot list imports (403 naming the plan)', async () => {
    const free = await signUp(ctx.app)
    const res = await request(ctx.app, { method: 'GET', url: '/api/user/imports', cookie: free.cookie })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toMatch(/paid plans/)
  })
})

describe('an assessment from an import', () => {
  it('prices the import’s latest full month, with its channels, cards and fees; another user’s import is 404', async () => {
    const owner = await paidUser()
    const created = await upload(owner.cookie, multipart(stripeExport().csv))
    const imported = created.json()
    const body = {
      businessType: 'established',
      industryType: 'ecommerce',
      monthlyTransactions: 1,
      averageTransactionAmount: 1,
      importId: imported.id,
    }
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/user/new-assessment',
      cookie: owner.cookie,
      payload: body,
    })
    expect(res.statusCode, res.body).toBe(201)
    const list = await request(ctx.app, { method: 'GET', url: '/api/user/assessments', cookie: owner.cookie })
    const made = list.json().find((a: { id: string }) => a.id === res.json().assessmentId)
    expect(made.assessmentData).toMatchObject({
      monthlyTransactions: imported.months[2].transactionCount,
      currentProvider: 'Stripe',
      industryType: 'ecommerce',
    })

    const other = await paidUser()
    const theirs = await request(ctx.app, {
      method: 'POST',
      url: '/api/user/new-assessment',
      cookie: other.cookie,
      payload: body,
    })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error).toBe('NOT_FOUND')
  })
})

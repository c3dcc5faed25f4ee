import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'
import { retryDelayMs } from '../../jobs/job-runner'

type Received = { to: string; raw: string }
const received: Received[] = []

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      const port = typeof address === 'object' && address ? address.port : 0
      s.close(() => resolve(port))
    })
  })
}

const smtpPort = await freePort()
const makeSmtp = () =>
  new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
let smtp = makeSmtp()
const listen = () => new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))

const ctx = setupTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true` })

beforeAll(listen)
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve))
})

const post = (url: string, payload?: Record<string, unknown>) =>
  request(ctx.app, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) })

async function completedAssessment(email: string) {
  const start = await post('/api/assessment/start', { email, businessType: 'startup' })
  const id = start.json().assessment.id as string
  await post(`/api/assessment/${id}/update`, {
    industryType: 'saas',
    monthlyTransactions: 300,
    totalMonthlyVolume: 15000,
    currentProvider: 'PayPal',
    features: ['recurring', 'low-fees'],
  })
  expect((await post(`/api/assessment/${id}/complete`)).statusCode).toBe(200)
  return id
}

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)))

describe('recommendation mail through SMTP', () => {
  it('queue → mail.send job → a real SMTP server receives the mail naming the top provider', async () => {
    const email = `smtp${Date.now()}@example.com`
    const id = await completedAssessment(email)
    await ctx.app.services.mail.addressVerified(email)
    const top = (await request(ctx.app, { method: 'GET', url: `/api/assessment/${id}` })).json()
      .recommendations[0]
    expect((await post(`/api/send-recommendation-email/${id}`)).statusCode).toBe(202)
    expect(await ctx.app.jobs.runDue()).toBeGreaterThan(0)

    const mail = received.find((m) => m.to === email)
    expect(mail).toBeDefined()
    const body = decode(mail?.raw ?? '')
    expect(body).toContain(top.pspProvider.name)
    expect(body).toContain(`http://localhost:3000/recommendations/${id}`)
    expect(body).toContain('http://localhost:3000/methodology')
    expect(body).toContain('ProcessorMatch')
    // Replies reach the support address; an optional mail carries its one-click unsubscribe (RFC 8058).
    const headers = (body.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ')
    expect(headers).toMatch(/^Reply-To: support@processormatch\.com\r?$/m)
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=[\w.-]+>\r?$/m,
    )
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    expect(body).toContain('Unsubscribe: http://localhost:3000/api/email/unsubscribe?token=')

    const rows = await ctx.database.db.query.emailOutbox.findMany()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'sent', to: email, templateId: 'recommendation', attempts: 1 })
    expect(rows[0]?.sentAt).toBeInstanceOf(Date)
  })

  it('keeps the mail queued while the SMTP server is down, then retries and sends it', async () => {
    // The app's time moves only when the test moves it: the retry is due when the back-off has passed.
    ctx.clock.hold()
    const email = `down${Date.now()}@example.com`
    const id = await completedAssessment(email)
    await ctx.app.services.mail.addressVerified(email)
    await new Promise<void>((resolve) => smtp.close(resolve))
    expect((await post(`/api/send-recommendation-email/${id}`)).statusCode).toBe(202)
    await ctx.app.jobs.runDue()
    let [row] = await ctx.database.db.query.emailOutbox.findMany()
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row?.lastError).toBeTruthy()
    const job = (await ctx.database.db.query.jobs.findMany()).find((j) => j.type === 'mail.send')
    expect(job).toMatchObject({ type: 'mail.send', status: 'queued', attempts: 1 })
    expect(job?.runAt.getTime()).toBe(ctx.clock().getTime() + retryDelayMs(1))

    smtp = makeSmtp()
    await listen()
    // Not before the back-off has passed.
    ctx.clock.advance(retryDelayMs(1) - 1)
    await ctx.app.jobs.runDue()
    expect((await ctx.database.db.query.emailOutbox.findMany())[0]).toMatchObject({ status: 'queued' })
    ctx.clock.advance(1)
    await ctx.app.jobs.runDue()
    ;[row] = await ctx.database.db.query.emailOutbox.findMany()
    expect(row).toMatchObject({ status: 'sent', attempts: 2 })
    expect(received.some((m) => m.to === email)).toBe(true)
  })
})

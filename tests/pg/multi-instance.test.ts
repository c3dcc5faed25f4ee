import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESET_REQUEST_JOB } from '../../src/server/modules/accounts/account.service'
import { codeAt } from '../../src/server/modules/second-factor/totp'
import { card, rows, uniqueEmail } from '../helpers/checkout'
import { markdownTable } from '../helpers/figures'
import { type HttpBrowser, httpBrowser } from '../helpers/http-browser'
import { onlineShopAnswers } from '../helpers/merchant-answers'
import { type ServerProcess, startServerProcess } from '../helpers/server-process'
import { decodeMail, startSmtpReceiver } from '../helpers/smtp-receiver'
import { uniqueUser } from '../helpers/test-app'
import { createTestDatabase } from '../setup/test-db'

const adminEmail = 'admin@two-instances.example.com'
const adminPassword = 'admin password for two instances'
/** The administrator's authenticator, enrolled from the environment on both instances. */
const adminTotpSecret = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD'
const figures: Record<string, string | number>[] = []

// Two server processes against one PostgreSQL database, reached through a round-robin as a load balancer
// would: everything a user or an administrator does must behave as on one server.
describe.runIf(process.env.TEST_DATABASE_URL)('two instances, one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
  const servers: ServerProcess[] = []
  const bases = () => servers.map((s) => s.url)
  /** A browser behind the load balancer: each request goes to the next instance. */
  const balanced = () => httpBrowser(bases())

  beforeAll(async () => {
    database = await createTestDatabase()
    smtp = await startSmtpReceiver()
    const env = {
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      ADMIN_TOTP_SECRET: adminTotpSecret,
      RATE_LIMIT_MULTIPLIER: '1',
    }
    // One after the other, as a rolling deploy starts them (each migrates and seeds at start-up).
    for (let i = 0; i < 2; i++) {
      servers.push(await startServerProcess({ databaseUrl: database.url ?? '', smtpUrl: smtp.url, env }))
    }
  }, 120_000)
  afterAll(async () => {
    for (const s of servers) await s.stop()
    await smtp?.close()
    await database?.close()
    if (figures.length > 0) console.info(`\nTwo instances, one PostgreSQL:\n${markdownTable(figures)}`)
  })

  const signIn = async (b: HttpBrowser, username: string, password: string) => {
    const res = await b.post('/api/login', { username, password })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    if ((res.body as { mfaRequired?: boolean }).mfaRequired) {
      const code = await b.post('/api/login/mfa', { code: await codeAt(adminTotpSecret, new Date()) })
      expect(code.status, JSON.stringify(code.body)).toBe(200)
    }
  }

  it('a session made on one instance works on the other, and logout on either ends it', async () => {
    const [a, b] = bases() as [string, string]
    const browser = balanced()
    const input = uniqueUser()
    expect((await browser.post('/api/register', input, a)).status).toBe(201)
    const me = await browser.get('/api/user', b)
    expect(me.status).toBe(200)
    expect(me.json().email).toBe(input.email)
    expect((await browser.post('/api/logout', undefined, b)).status).toBeLessThan(300)
    expect((await browser.get('/api/user', a)).status).toBe(401)
    figures.push({ check: 'session made on A, used and ended on B', result: 'ok' })
  })

  it('login throttling counts attempts across instances', async () => {
    const browser = balanced()
    const input = uniqueUser()
    expect((await browser.post('/api/register', input)).status).toBe(201)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await balanced().post('/api/login', { username: input.username, password: `wrong ${i}` })).status,
      )
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    figures.push({ check: 'wrong passwords before 429 (both instances)', result: statuses.indexOf(429) })
  })

  it('an administrator’s change made on one instance is what the other answers next', async () => {
    const [a, b] = bases() as [string, string]
    const admin = balanced()
    await signIn(admin, adminEmail, adminPassword)
    const reader = httpBrowser([b])
    const fee = async () =>
      ((await reader.get('/api/psp-providers')).json() as { id: string; monthlyFee: number }[]).find(
        (p) => p.id === 'stripe',
      )?.monthlyFee
    expect(await fee()).toBeDefined() // B has the catalogue in memory now
    const monthlyFee = 7 + Math.round(Math.random() * 50)
    const put = await admin.put(
      '/api/admin/providers/stripe',
      { monthlyFee, sourceUrl: 'https://stripe.com/pricing', asOf: '2026-01-15' },
      a,
    )
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    const started = Date.now()
    const first = await fee()
    let seen = first
    while (seen !== monthlyFee && Date.now() - started < 3_000) seen = await fee()
    const delay = Date.now() - started
    figures.push({
      check: 'provider fee edited on A, first read on B',
      result:
        first === monthlyFee ? `new fee on the first read (${delay} ms)` : `old fee; new after ${delay} ms`,
    })
    expect(first).toBe(monthlyFee)

    // A post published on A is listed by B at once.
    const created = await admin.post(
      '/api/admin/blogv2/posts',
      {
        title: 'Two instances post',
        slug: `two-instances-${Date.now().toString(36)}`,
        contentMd: 'Interchange is the largest part of card fees.',
        tags: ['Fees'],
        status: 'Draft',
      },
      a,
    )
    expect(created.status).toBe(201)
    const post = created.json() as { id: string; slug: string }
    expect(
      (await reader.get('/api/blogv2/public/posts')).json().map((p: { slug: string }) => p.slug),
    ).not.toContain(post.slug)
    expect((await admin.post(`/api/admin/blogv2/publish/${post.id}`, undefined, a)).status).toBe(200)
    const listed = (await reader.get('/api/blogv2/public/posts')).json().map((p: { slug: string }) => p.slug)
    expect(listed).toContain(post.slug)
    figures.push({ check: 'post published on A, first read on B', result: 'listed' })
  })

  it('a purchase confirmed on both instances at once is fulfilled once', async () => {
    const browser = balanced()
    const email = uniqueEmail('two-instances')
    const started = await browser.post('/api/assessment/start', { email, businessType: 'startup' })
    const id = started.json().assessment.id as string
    const answers = { ...onlineShopAnswers, assessmentData: { step: 5 } }
    expect((await browser.post(`/api/assessment/${id}/update`, answers)).status).toBe(200)
    expect((await browser.post(`/api/assessment/${id}/complete`)).status).toBe(200)
    const intent = (
      await browser.post('/api/create-payment-intent', { assessmentId: id, amount: 49.99 })
    ).json()
    expect(
      (await browser.post('/api/checkout/buyer', { paymentIntentId: intent.paymentIntentId, email })).status,
    ).toBe(200)
    const confirm = await browser.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      clientSecret: intent.clientSecret,
      cardNumber: card.ok,
      expiry: '12 / 34',
      cvc: '123',
      receiptEmail: email,
    })
    expect(confirm.json().status).toBe('succeeded')
    const body = { paymentIntentId: intent.paymentIntentId, email, password: 'buyer password 1' }
    const results = await Promise.all(
      Array.from({ length: 10 }, () => browser.post('/api/payment/success', body)),
    )
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(await rows(database, sql`select id from reports where assessment_id = ${id}`)).toHaveLength(1)
    expect(await rows(database, sql`select id from users where email = ${email}`)).toHaveLength(1)
    const mails = await rows<{ template_id: string }>(
      database,
      sql`select template_id from email_outbox where "to" = ${email}`,
    )
    expect(mails.map((m) => m.template_id).sort()).toEqual(['activation', 'purchase-confirmation'])
    figures.push({
      check: '10 parallel success calls over both instances',
      result: '1 report, 1 account, 2 mails',
    })
  })

  it('every job runs exactly once: 10 reset requests through both instances, 10 reset mails each sent once', async () => {
    // Sign-ups are limited to 10 an hour per address: this run starts that budget afresh.
    await database.db.execute(sql`delete from rate_limits where key like 'register:%'`)
    const emails: string[] = []
    for (let i = 0; i < 10; i++) {
      const input = uniqueUser()
      emails.push(input.email)
      expect((await balanced().post('/api/register', input)).status).toBe(201)
    }
    // Each request queues a job that finds the account and queues its mail job: two jobs per request,
    // claimed by whichever instance polls first.
    const browser = balanced()
    const answers = await Promise.all(emails.map((email) => browser.post('/api/forgot-password', { email })))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    const deadline = Date.now() + 60_000
    // Sign-up mails a verification link first: only the reset mails are counted.
    const resets = () => smtp.received.filter((m) => decodeMail(m.raw).includes('reset-password'))
    while (Date.now() < deadline && !emails.every((e) => resets().some((m) => m.to === e))) {
      await new Promise((r) => setTimeout(r, 250))
    }
    // Real time, by necessity here: the instances are separate server processes on their own clocks. The
    // deadline above only bounds the wait for deliveries; a second delivery would land within a few polls.
    await new Promise((r) => setTimeout(r, 2_500))
    const perEmail = emails.map((e) => resets().filter((m) => m.to === e).length)
    const jobs = await rows<{ type: string; status: string; attempts: number }>(
      database,
      sql`select type, status, attempts from jobs where type in ('mail.send', ${RESET_REQUEST_JOB})`,
    )
    const recurring = await rows<{ dedupe_key: string; n: number }>(
      database,
      sql`select dedupe_key, count(*)::int as n from jobs where dedupe_key like 'recurring:%' group by dedupe_key`,
    )
    figures.push({
      check: 'reset mails for 10 requests (round-robin)',
      result: `${perEmail.reduce((s, n) => s + n, 0)} delivered, max ${Math.max(...perEmail)} per address`,
    })
    figures.push({
      check: 'jobs run (reset + mail) / run more than once',
      result: `${jobs.length} / ${jobs.filter((j) => j.attempts !== 1).length}`,
    })
    figures.push({
      check: 'queued copies of each recurring job',
      result: `max ${Math.max(...recurring.map((r) => r.n))}`,
    })
    expect(perEmail).toEqual(Array(10).fill(1))
    expect(jobs.length).toBeGreaterThanOrEqual(20)
    expect(jobs.filter((j) => j.status !== 'done' || j.attempts !== 1)).toEqual([])
    expect(recurring.length).toBeGreaterThan(0)
    expect(recurring.every((r) => r.n === 1)).toBe(true)
  }, 90_000)

  it('the global rate limit is one budget for both instances', async () => {
    // Real time, by necessity: two server processes, each on the system clock (the in-process tests hold the
    // app's clock instead). The minute's window opens at the burst's first hit; the burst and at most three
    // 1.2 s rounds take a few seconds of it.
    // 300 requests a minute per address (the default). Each instance counts in memory and adds its hits to
    // the shared rows in PostgreSQL once a second (ADR 020): for a moment an instance may let through what
    // the other has already counted; then the budget both spent is the one both enforce.
    await database.db.execute(sql`delete from rate_limits where key like 'http:%'`)
    const burst = await Promise.all(
      Array.from({ length: 340 }, (_, i) => balanced().get(`/api/no-such-route-${i}`, bases()[i % 2])),
    )
    const passed = burst.filter((r) => r.status === 404).length
    // An instance learns the others' hits when it adds its own: within two flushes both enforce the total.
    let limited: Awaited<ReturnType<HttpBrowser['get']>>[] = []
    let rounds = 0
    while (limited.length < 40 && rounds < 3) {
      rounds += 1
      await new Promise((resolve) => setTimeout(resolve, 1_200))
      const after = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          balanced().get(`/api/no-such-route-${rounds}-${i}`, bases()[i % 2]),
        ),
      )
      limited = after.filter((r) => r.status === 429)
    }
    figures.push({
      check: 'budget 300 a minute, both instances: passed in a 340-request burst / rounds until all limited',
      result: `${passed} / ${rounds}`,
    })
    expect(passed).toBeGreaterThanOrEqual(300)
    expect(limited).toHaveLength(40)
    expect(limited[0]?.json()).toMatchObject({ error: 'RATE_LIMITED', requestId: expect.any(String) })
  })
})

import { describe, expect, it } from 'vitest'
import { request, setupTestApp } from '../../../../tests/helpers/test-app'

const ctx = setupTestApp()
const ID = /^[A-Za-z0-9_-]{22}$/

let n = 0
const email = () => `owner${Date.now().toString(36)}${++n}@example.com`

const post = (url: string, payload?: Record<string, unknown>) =>
  request(ctx.app, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) })
const get = (url: string) => request(ctx.app, { method: 'GET', url })

async function start(businessType: 'startup' | 'established' | 'enterprise', address = email()) {
  const res = await post('/api/assessment/start', { email: address, businessType })
  expect(res.statusCode).toBe(201)
  return res.json().assessment.id as string
}

const startupAnswers = {
  industryType: 'ecommerce',
  monthlyTransactions: 400,
  totalMonthlyVolume: 20000,
  currentProvider: 'Stripe',
  features: ['low-fees', 'easy-setup'],
}

async function completedStartup() {
  const id = await start('startup')
  expect(
    (await post(`/api/assessment/${id}/update`, { ...startupAnswers, assessmentData: { step: 5 } }))
      .statusCode,
  ).toBe(200)
  expect((await post(`/api/assessment/${id}/complete`)).statusCode).toBe(200)
  return id
}

const expectErrorShape = (body: Record<string, unknown>, code: string) => {
  expect(body).toMatchObject({ error: code, message: expect.any(String), requestId: expect.any(String) })
  expect((body.message as string).length).toBeGreaterThan(5)
}

describe('POST /api/capture-email', () => {
  it('opens an in-progress assessment with an unguessable id', async () => {
    const res = await post('/api/capture-email', { email: email() })
    expect(res.statusCode).toBe(201)
    const { assessmentId } = res.json()
    expect(assessmentId).toMatch(ID)
    const got = (await get(`/api/assessment/${assessmentId}`)).json()
    expect(got.assessment).toMatchObject({
      status: 'in_progress',
      currentStep: 1,
      maxStep: 6,
      stepDescription: 'Email Captured',
      businessType: null,
    })
    expect(got.recommendations).toEqual([])
  })

  it.each([[''], ['no-at-sign'], ['a@'], [42]])(
    'rejects %j with a clear message in the error shape',
    async (bad) => {
      const res = await post('/api/capture-email', { email: bad })
      expect(res.statusCode).toBe(400)
      expectErrorShape(res.json(), 'VALIDATION_FAILED')
      expect(res.json().message).toBe('Please enter a valid email address')
    },
  )

  it('ids are 128-bit random, distinct and not sequential', async () => {
    const ids: string[] = []
    for (let i = 0; i < 5; i++)
      ids.push((await post('/api/capture-email', { email: email() })).json().assessmentId)
    expect(new Set(ids).size).toBe(5)
    for (const id of ids) {
      expect(id).toMatch(ID)
      expect(Buffer.from(id, 'base64url')).toHaveLength(16)
    }
    // No shared prefix as a counter or timestamp would give.
    const prefixes = new Set(ids.map((id) => id.slice(0, 4)))
    expect(prefixes.size).toBeGreaterThan(3)
  })
})

describe('POST /api/assessment/start and GET /api/assessment/:id', () => {
  it('starts with the business type and never returns the email address', async () => {
    const address = email()
    const id = await start('established', address)
    const res = await get(`/api/assessment/${id}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain(address)
    expect(res.json().assessment).not.toHaveProperty('email')
    expect(res.json().assessment).toMatchObject({
      id,
      businessType: 'established',
      currentStep: 2,
      maxStep: 6,
      stepDescription: 'Business Type',
    })
  })

  it('rejects a bad business type', async () => {
    const res = await post('/api/assessment/start', { email: email(), businessType: 'huge' })
    expect(res.statusCode).toBe(400)
    expectErrorShape(res.json(), 'VALIDATION_FAILED')
  })

  it('answers 404 in the error shape for unknown ids', async () => {
    for (const res of [
      await get('/api/assessment/AAAAAAAAAAAAAAAAAAAAAA'),
      await post('/api/assessment/AAAAAAAAAAAAAAAAAAAAAA/update', { industryType: 'saas' }),
      await post('/api/assessment/AAAAAAAAAAAAAAAAAAAAAA/complete'),
      await post('/api/send-recommendation-email/AAAAAAAAAAAAAAAAAAAAAA'),
    ]) {
      expect(res.statusCode).toBe(404)
      expectErrorShape(res.json(), 'NOT_FOUND')
    }
  })
})

describe('POST /api/assessment/:id/update', () => {
  it('saves partial answers and moves the step; a type sets the step count', async () => {
    const { assessmentId: id } = (await post('/api/capture-email', { email: email() })).json()
    let res = await post(`/api/assessment/${id}/update`, {
      businessType: 'enterprise',
      assessmentData: { step: 2 },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().assessment).toMatchObject({
      maxStep: 8,
      currentStep: 2,
      stepDescription: 'Business Type',
    })
    res = await post(`/api/assessment/${id}/update`, {
      industryType: 'other',
      assessmentData: { industryOther: 'Vet clinic', step: 3 },
    })
    res = await post(`/api/assessment/${id}/update`, {
      monthlyTransactions: 9000,
      totalMonthlyVolume: '450000.50',
      assessmentData: { step: 4 },
    })
    const a = res.json().assessment
    expect(a).toMatchObject({
      industryType: 'other',
      monthlyTransactions: 9000,
      totalMonthlyVolume: 450000.5,
      currentStep: 4,
      stepDescription: 'Transaction Volume',
    })
    expect(a.assessmentData).toMatchObject({ industryOther: 'Vet clinic', step: 4 })
    const startup = await post(`/api/assessment/${id}/update`, {
      businessType: 'startup',
      assessmentData: { step: 9 },
    })
    expect(startup.json().assessment).toMatchObject({ maxStep: 5, currentStep: 6 })
  })

  it.each([
    [{ industryType: 'casino' }],
    [{ monthlyTransactions: -1 }],
    [{ monthlyTransactions: 1.5 }],
    [{ totalMonthlyVolume: 'lots' }],
    [{ features: ['low-fees', 'low-fees'] }],
    [{ features: ['teleport'] }],
    [{ assessmentData: { timeline: 'someday' } }],
    [{ assessmentData: { step: 0 } }],
  ])('rejects %j with 400', async (body) => {
    const id = await start('startup')
    const res = await post(`/api/assessment/${id}/update`, body)
    expect(res.statusCode).toBe(400)
    expectErrorShape(res.json(), 'VALIDATION_FAILED')
  })

  it('stores only the answers it knows: unknown assessmentData keys are dropped', async () => {
    const id = await start('startup')
    const res = await post(`/api/assessment/${id}/update`, {
      assessmentData: { step: 2, industryOther: 'Bakery', isAdmin: true, blob: 'x'.repeat(5000) },
    })
    expect(res.statusCode).toBe(200)
    const saved = (await get(`/api/assessment/${id}`)).json().assessment.assessmentData
    expect(saved).toMatchObject({ industryOther: 'Bakery' })
    expect(saved).not.toHaveProperty('isAdmin')
    expect(saved).not.toHaveProperty('blob')
  })

  it('refuses changes after completion with 409', async () => {
    const id = await completedStartup()
    const res = await post(`/api/assessment/${id}/update`, { industryType: 'saas' })
    expect(res.statusCode).toBe(409)
    expectErrorShape(res.json(), 'CONFLICT')
  })
})

describe('POST /api/assessment/:id/complete', () => {
  it('ranks the catalogue, stores the result and shows the top recommendation', async () => {
    const id = await completedStartup()
    const body = (await get(`/api/assessment/${id}`)).json()
    expect(body.assessment).toMatchObject({ status: 'completed', stepDescription: 'Completed' })
    expect(body.assessment.completedAt).toEqual(expect.any(String))
    expect(body.recommendations).toHaveLength(1)
    const [top] = body.recommendations
    expect(top.pspProvider).toMatchObject({
      name: expect.any(String),
      transactionFeePercent: expect.any(Number),
      transactionFeeFixed: expect.any(Number),
      monthlyFee: expect.any(Number),
      sourceUrl: expect.stringMatching(/^https:/),
    })
    expect(top.matchScore).toBeGreaterThan(0)
    expect(top.estimatedMonthlyCost).toBeGreaterThan(0)
    expect(top.reasons.length).toBeGreaterThan(0)
    expect(top.breakdown.length).toBeGreaterThan(0)
    expect(body.savings).toMatchObject({ baselineLabel: 'vs. Stripe', annualSavings: expect.any(Number) })
    expect(body.assumptions.notes.length).toBeGreaterThan(0)
    expect(body.optionsAnalysed).toBeGreaterThan(10)
    expect(body.teasers.map((t: { kind: string }) => t.kind)).toEqual(['runner-up', 'budget'])
    // Locked options carry no provider name.
    expect(JSON.stringify(body.teasers)).not.toMatch(/name/i)
  })

  it('stores the How-you-sell answers and answers "stay" when today’s deal is already cheaper', async () => {
    const id = await start('startup')
    const update = await post(`/api/assessment/${id}/update`, {
      ...startupAnswers,
      industryType: 'retail',
      currentProvider: 'Other',
      assessmentData: {
        step: 5,
        channelSplit: { cardPresent: 0.9, online: 0.1, keyed: 0 },
        businessBank: 'chase',
        restrictedCategory: 'none',
        lastMonthFees: 300,
      },
    })
    expect(update.statusCode).toBe(200)
    expect(update.json().assessment.assessmentData).toMatchObject({ businessBank: 'chase' })
    expect((await post(`/api/assessment/${id}/complete`)).statusCode).toBe(200)
    const body = (await get(`/api/assessment/${id}`)).json()
    // $300 on $20,000 (1.5%) is below anything on offer: stay, and no saving is claimed.
    expect(body.advice).toMatchObject({ kind: 'stay', headline: expect.stringMatching(/^Stay with/) })
    expect(body.savings.annualSavings).toBe(0)
    expect(body.recommendations[0].reasons[0]).toMatch(/a month more than the \$300\.00 you pay today/)
  })

  it('prices today from the rates the merchant states, and passes the contract costs to the advice', async () => {
    const id = await start('startup')
    const currentPricing = { model: 'flat', percent: 3.2, perTransaction: 0.3, monthlyFees: 15 }
    const update = await post(`/api/assessment/${id}/update`, {
      ...startupAnswers,
      assessmentData: { step: 5, currentPricing, earlyTerminationFee: 250, equipmentLeaseMonthly: 40 },
    })
    expect(update.statusCode).toBe(200)
    // Stored as sent.
    expect(update.json().assessment.assessmentData).toMatchObject({
      currentPricing,
      earlyTerminationFee: 250,
      equipmentLeaseMonthly: 40,
    })
    expect((await post(`/api/assessment/${id}/complete`)).statusCode).toBe(200)
    const { advice, savings } = (await get(`/api/assessment/${id}`)).json()
    // 3.2% of $20,000 + 400 × $0.30 + $15 = $640 + $120 + $15.
    expect(advice.currentMonthlyCents).toBe(77_500)
    expect(advice.incumbent).toMatchObject({
      source: 'stated_terms',
      note: expect.stringContaining('a flat rate at 3.2% + $0.30 a payment and $15.00 a month'),
    })
    expect(savings).toMatchObject({ baselineSource: 'stated_terms', currentMonthlyCost: 775 })
    expect(advice.options.map((o: { kind: string }) => o.kind)).toContain('stay')
    expect(advice.details.join(' ')).toContain('Your equipment lease ($40.00 a month)')
  })

  it('drops stated rates sent as null, and refuses bad rates with the schema’s message', async () => {
    const id = await start('startup')
    const rates = { model: 'tiered', percent: 2.5 }
    await post(`/api/assessment/${id}/update`, { assessmentData: { currentPricing: rates } })
    const cleared = await post(`/api/assessment/${id}/update`, {
      currentProvider: 'none',
      assessmentData: { currentPricing: null, earlyTerminationFee: null },
    })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().assessment.assessmentData).not.toHaveProperty('currentPricing')
    for (const [bad, message] of [
      [{ model: 'flat', percent: 20 }, 'The rate must be at most 15%.'],
      [{ model: 'flat', perTransaction: 0.123 }, 'The fee per payment can have at most 2 decimal places.'],
      [
        { percent: 2 },
        'Choose how your provider prices: flat rate, tiered, interchange-plus or subscription.',
      ],
    ] as const) {
      const res = await post(`/api/assessment/${id}/update`, { assessmentData: { currentPricing: bad } })
      expect(res.statusCode).toBe(400)
      expectErrorShape(res.json(), 'VALIDATION_FAILED')
      expect(res.json().message).toBe(message)
    }
  })

  it('refuses a channel split that does not add up to 100%', async () => {
    const id = await start('startup')
    const res = await post(`/api/assessment/${id}/update`, {
      assessmentData: { channelSplit: { cardPresent: 0.5, online: 0.4, keyed: 0.4 } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('The in-person, online and keyed shares must add up to 100%.')
  })

  it('is idempotent', async () => {
    const id = await completedStartup()
    const first = (await get(`/api/assessment/${id}`)).json()
    const again = await post(`/api/assessment/${id}/complete`)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ assessment: { id } })
    expect((await get(`/api/assessment/${id}`)).json()).toEqual(first)
  })

  it('refuses an incomplete assessment with a clear message', async () => {
    const id = await start('startup')
    await post(`/api/assessment/${id}/update`, { industryType: 'saas' })
    const res = await post(`/api/assessment/${id}/complete`)
    expect(res.statusCode).toBe(400)
    expectErrorShape(res.json(), 'VALIDATION_FAILED')
    expect(res.json().message).toBe('Enter your monthly transaction count before completing the assessment.')
    expect((await get(`/api/assessment/${id}`)).json().assessment.status).toBe('in_progress')
  })

  it('requires integrations and a timeline from established businesses', async () => {
    const id = await start('established')
    await post(`/api/assessment/${id}/update`, startupAnswers)
    let res = await post(`/api/assessment/${id}/complete`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Choose at least one integration before completing the assessment.')
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([
      'assessmentData.integrations',
      'assessmentData.timeline',
    ])
    await post(`/api/assessment/${id}/update`, {
      assessmentData: {
        integrations: ['accounting-software'],
        timeline: 'soon',
        lastMonthFees: 900,
        step: 7,
      },
    })
    // Saving one step never clears the answers of another.
    expect((await get(`/api/assessment/${id}`)).json().assessment).toMatchObject({
      features: startupAnswers.features,
      currentProvider: 'Stripe',
      currentStep: 7,
    })
    res = await post(`/api/assessment/${id}/complete`)
    expect(res.statusCode).toBe(200)
    const body = (await get(`/api/assessment/${id}`)).json()
    expect(body.savings.baselineLabel).toBe('vs. your current fees')
    expect(body.savings.currentMonthlyCost).toBe(900)
  })

  it('rejects an impossible average ticket from the engine rules', async () => {
    const id = await start('startup')
    await post(`/api/assessment/${id}/update`, {
      ...startupAnswers,
      monthlyTransactions: 100_000,
      totalMonthlyVolume: 1,
    })
    const res = await post(`/api/assessment/${id}/complete`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/average transaction/)
  })
})

describe('POST /api/send-recommendation-email/:id', () => {
  it('queues the mail to the assessment email, 409 before completion, 429 after 3 per hour', async () => {
    // Time stands still: the limit's window cannot end before the last attempt, however slow the machine.
    ctx.clock.hold()
    const pending = await start('startup')
    const early = await post(`/api/send-recommendation-email/${pending}`)
    expect(early.statusCode).toBe(409)
    expectErrorShape(early.json(), 'CONFLICT')

    const id = await completedStartup()
    for (let i = 0; i < 3; i++)
      expect((await post(`/api/send-recommendation-email/${id}`)).statusCode).toBe(202)
    const limited = await post(`/api/send-recommendation-email/${id}`)
    expect(limited.statusCode).toBe(429)
    expectErrorShape(limited.json(), 'RATE_LIMITED')
    expect(limited.headers['retry-after']).toBeDefined()
  })
})

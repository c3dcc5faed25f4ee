import type { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { createAdmin } from './factories'
import { onlineShopAnswers } from './merchant-answers'
import { request, type TestApp } from './test-app'

let n = 0
export const uniqueEmail = (tag = 'buyer') => `${tag}${Date.now().toString(36)}${++n}@example.com`

export const post = (app: TestApp, url: string, payload?: unknown, cookie?: string) =>
  request(app, {
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    cookie,
  })
export const get = (app: TestApp, url: string, cookie?: string) =>
  request(app, { method: 'GET', url, cookie })

const answers = onlineShopAnswers

/** A completed assessment made through the assessment API, as the wizard makes it. */
export async function completedAssessment(
  app: TestApp,
  businessType: 'startup' | 'established' | 'enterprise' = 'startup',
  email = uniqueEmail('owner'),
  /** Completed in a signed-in browser (its session cookie). */
  session?: string,
) {
  const start = await post(app, '/api/assessment/start', { email, businessType })
  expect(start.statusCode).toBe(201)
  const id = start.json().assessment.id as string
  const extra =
    businessType === 'startup'
      ? { assessmentData: { step: 5 } }
      : { assessmentData: { step: 6, integrations: ['api-integration'], timeline: 'soon' } }
  expect((await post(app, `/api/assessment/${id}/update`, { ...answers, ...extra })).statusCode).toBe(200)
  expect((await post(app, `/api/assessment/${id}/complete`, undefined, session)).statusCode).toBe(200)
  return id
}

/** The session cookie of a signed-in administrator (tests/helpers/factories). */
export async function adminCookie(app: TestApp, _database?: Database) {
  return (await createAdmin(app)).cookie as string
}

export async function createPromo(
  app: TestApp,
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; code: string; discountPercentage: number }> {
  const res = await post(app, '/api/admin/promo-codes', { name: 'Launch', ...body }, cookie)
  expect(res.statusCode).toBe(201)
  return res.json().promoCode
}

export const card = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  threeDs: '4000 0025 0000 3155',
}

/** The checkout cookie a response set, as a `name=value` pair (the browser that created the intent). */
export const checkoutCookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name.endsWith('pm_checkout') && x.value)
  return c ? `${c.name}=${c.value}` : undefined
}

/** Joins `name=value` cookie pairs into one Cookie header value. */
export const cookies = (...pairs: (string | undefined)[]) => pairs.filter(Boolean).join('; ') || undefined

/**
 * Creates an intent in a browser (its checkout cookie, plus a session cookie when given), names the
 * buyer and pays with a sandbox test card; returns the intent id and the browser's cookies.
 */
export async function paidIntent(
  app: TestApp,
  assessmentId: string,
  email: string,
  options: { promoCodeId?: string; cardNumber?: string; session?: string } = {},
) {
  const intent = await post(
    app,
    '/api/create-payment-intent',
    { assessmentId, amount: 49.99, promoCodeId: options.promoCodeId ?? null },
    options.session,
  )
  expect(intent.statusCode).toBe(200)
  const { paymentIntentId, clientSecret } = intent.json()
  const cookie = cookies(checkoutCookieOf(intent), options.session) as string
  const buyer = await post(app, '/api/checkout/buyer', { paymentIntentId, email }, cookie)
  const confirm = await post(app, `/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
    clientSecret,
    cardNumber: options.cardNumber ?? card.ok,
    expiry: '12 / 34',
    cvc: '123',
    receiptEmail: email,
  })
  return {
    paymentIntentId: paymentIntentId as string,
    clientSecret: clientSecret as string,
    confirm,
    cookie,
    buyer,
  }
}

export async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/**
 * A buyer who paid for a report of the given business type by card in their own browser and is signed in
 * by the purchase: the new account's session cookie, its report and the assessment it was made from.
 */
export async function boughtReport(
  app: TestApp,
  businessType: 'startup' | 'established' | 'enterprise' = 'startup',
) {
  const email = uniqueEmail(`buyer-${businessType}`)
  const password = 'buyer password 1'
  const assessmentId = await completedAssessment(app, businessType)
  const { paymentIntentId, cookie } = await paidIntent(app, assessmentId, email)
  const success = await post(app, '/api/payment/success', { paymentIntentId, email, password }, cookie)
  expect(success.statusCode).toBe(200)
  const session = success.cookies.find((c) => c.name.endsWith('pm_session') && c.value)
  expect(session).toBeDefined()
  return {
    email,
    password,
    session: `${session?.name}=${session?.value}`,
    assessmentId,
    reportId: success.json().reportId as string,
  }
}
